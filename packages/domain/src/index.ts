export * from './errors/app-error.ts';
export * from './lists/index.ts';
export * from './access/roles.ts';
export * from './accounts/post-login.ts';
export * from './contracts/auth.contract.ts';
export * from './contracts/support.contract.ts';
export * from './contracts/white-label.contract.ts';
export * from './format/index.ts';
