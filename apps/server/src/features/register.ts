// Side-effect imports: each feature registers its seeders and sign-in hooks here.
import './accounts/accounts.seed.ts';
import './colleges/colleges.seed.ts';
import './teams/teams.seed.ts';
import './organizations/organizations.seed.ts';
import './submissions/register.ts';
import './tracker/tracker.seed.ts';
import './fit/fit.seed.ts';
import './subscriptions/register.ts';
