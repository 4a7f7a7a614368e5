import { meSchema, type Me } from '@dugout/domain/accounts';
import { brandingSchema } from '@dugout/domain/branding';
import { notificationListSchema } from '@dugout/domain/notifications';
import { route } from './msw';

type User = NonNullable<Me['user']>;

/** Signed-in accounts as `GET /api/me` describes them (checked with the domain's `meSchema`). */
const account = (user: User): User => meSchema.parse({ user }).user!;
export const users = {
  /** A team coach, as coach@example.com of the demo: Team Management is their home screen. */
  coach: account({
    id: 'u-coach',
    email: 'coach@example.com',
    firstName: 'Casey',
    lastName: 'Coach',
    role: 'coach',
    isCoach: true,
    organizationId: null,
    organizationRole: null,
    hasCompletedDashboard: false,
    profileImageUrl: null,
  }),
  /** A player who has submitted metrics. */
  player: account({
    id: 'u-player',
    email: 'player@example.com',
    firstName: 'Pat',
    lastName: 'Player',
    role: 'player',
    isCoach: false,
    organizationId: null,
    organizationRole: null,
    hasCompletedDashboard: true,
    profileImageUrl: null,
  }),
  /** A parent or guardian, as parent@example.com of the demo: Family is their home screen. */
  guardian: account({
    id: 'u-guardian',
    email: 'parent@example.com',
    firstName: 'Jordan',
    lastName: 'Demoparent',
    role: 'guardian',
    isCoach: false,
    organizationId: null,
    organizationRole: null,
    hasCompletedDashboard: false,
    profileImageUrl: null,
  }),
};

/**
 * What every page asks for (the header and the shell): who is signed in (`null`: nobody), the branding and the
 * notification bell's list (empty).
 */
export const shellHandlers = (user: User | null) => [
  route('GET', '/api/me', { response: meSchema }, () => ({ user })),
  route('GET', '/api/branding', { response: brandingSchema }, () => ({ logoUrl: null, appName: 'Dugout' })),
  route('GET', '/api/notifications', { response: notificationListSchema }, () => ({ unread: 0, items: [] })),
];
