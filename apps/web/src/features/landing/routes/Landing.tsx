import { Link } from 'react-router';
import { BarChart3, ClipboardCheck, GraduationCap, Users } from 'lucide-react';
import { Button } from '@/components/ui/Button';

const features = [
  {
    icon: BarChart3,
    title: 'An honest score',
    text: 'Enter height, weight, 60 time, throwing, exit and fastball velocity. Get a score from 50 to 100 at every position and your best one, with the reasons.',
  },
  {
    icon: GraduationCap,
    title: 'Research colleges',
    text: 'Every program’s division, conference, academics and cost, its field and spring climate, and a current roster broken down by position and class.',
  },
  {
    icon: ClipboardCheck,
    title: 'Track every contact',
    text: 'Questionnaire, coach e-mail, camps, visits, offers: check off each step with each school and never lose a note.',
  },
  {
    icon: Users,
    title: 'Run your team',
    text: 'Coaches import and invite players, see every dashboard, rate players and record commitments. Organizations oversee many teams.',
  },
];

export default function Landing() {
  return (
    <div>
      <section className="bg-gradient-to-b from-brand-900 to-brand-700 text-white">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-24">
          <h1 className="max-w-3xl text-4xl font-black tracking-tight sm:text-5xl">
            Recruiting, metrics and team management for baseball and softball
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-blue-100">
            Players learn where they really stand and which colleges fit. Coaches run their teams and help every player
            get seen.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button size="lg" className="bg-white text-brand-900 hover:bg-blue-50" asChild>
              <Link to="/sign-up-selection">Get started free</Link>
            </Button>
            <Button
              size="lg"
              variant="outline"
              className="border-white bg-transparent text-white hover:bg-white/10"
              asChild
            >
              <Link to="/auth">Sign in</Link>
            </Button>
          </div>
        </div>
      </section>
      <section className="mx-auto grid max-w-6xl gap-6 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        {features.map(({ icon: Icon, title, text }) => (
          <article key={title} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <Icon className="size-7 text-brand-700" aria-hidden />
            <h2 className="mt-3 text-lg font-semibold">{title}</h2>
            <p className="mt-2 text-sm text-slate-600">{text}</p>
          </article>
        ))}
      </section>
      <section className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
        <div className="grid gap-6 rounded-2xl bg-white p-6 shadow-sm sm:grid-cols-2 sm:p-10">
          <div>
            <h2 className="text-2xl font-bold">For players</h2>
            <p className="mt-2 text-slate-600">
              Submit your measurables, see your tier (Elite, High, Good, Average or Needs Work), compare yourself with
              college rosters and keep your recruiting organised school by school.
            </p>
          </div>
          <div>
            <h2 className="text-2xl font-bold">For coaches</h2>
            <p className="mt-2 text-slate-600">
              Create a team in two steps, share your TeamID, import players from a spreadsheet and follow every player’s
              college interactions in one place.
            </p>
          </div>
        </div>
      </section>
    </div>
  );
}
