import { Link } from 'react-router';
import { Building2, ClipboardList, User, Users } from 'lucide-react';
import { PageContainer, PageTitle } from '@/components/ui/Page';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card';

const choices = [
  {
    type: 'player',
    icon: User,
    title: 'Player',
    text: 'Submit your measurables, get an honest score and best position, research colleges and track every contact.',
  },
  {
    type: 'coach',
    icon: ClipboardList,
    title: 'Coach',
    text: 'Create your team, import and invite players, rate them and record commitments.',
  },
  {
    type: 'guardian',
    icon: Users,
    title: 'Parent / Guardian',
    text: "Follow your player's dashboard, tracker and payments, and record your consent while they are under 18.",
  },
  {
    type: 'organization_admin',
    icon: Building2,
    title: 'Organization administrator',
    text: 'Oversee the teams of your program or club once their coaches join your organization.',
  },
] as const;

export default function SignUpSelection() {
  return (
    <PageContainer className="max-w-4xl">
      <PageTitle subtitle="Choose the account that fits you. You can join teams and organizations later.">
        Choose your account type
      </PageTitle>
      <ul className="grid gap-4 sm:grid-cols-2">
        {choices.map(({ type, icon: Icon, title, text }) => (
          <li key={type}>
            <Link
              to={`/auth?mode=signup&type=${type}`}
              className="block h-full rounded-xl focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <Card className="h-full transition hover:border-brand-600 hover:shadow-md">
                <CardHeader>
                  <Icon className="size-8 text-brand-700" aria-hidden />
                  <CardTitle>{title}</CardTitle>
                </CardHeader>
                <CardContent>
                  <CardDescription>{text}</CardDescription>
                </CardContent>
              </Card>
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-6 text-center text-sm text-slate-600">
        Already have an account?{' '}
        <Link to="/auth" className="font-medium text-brand-700 hover:underline">
          Sign in
        </Link>
      </p>
    </PageContainer>
  );
}
