# Dugout app image: one instance per container; run as many as you need (docs/deploy.md).
# Written for Docker/Podman but not built on the machine it was written on (no container engine there):
# see docs/deploy.md, "Containers".
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY . .
# Builds the web app and the compiled server (apps/server/dist/main.js); tsx is for development only.
RUN npm run build

FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data \
    TRUST_PROXY=true \
    DEMO_DATA=false \
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED=true
WORKDIR /app
COPY --from=build /app /app
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
# Liveness: the process answers (no I/O). A load balancer should use /api/ready instead.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "apps/server/dist/main.js"]
