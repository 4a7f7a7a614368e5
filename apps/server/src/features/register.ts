// Side-effect imports: each feature registers its seeders and sign-in hooks here.
import './tracker/tracker.seed.ts';
export {};
import './teams/teams.seed.ts';
