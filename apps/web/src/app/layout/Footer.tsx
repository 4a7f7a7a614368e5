import { Link } from 'react-router';
import { paths } from '../paths';

/** The bottom 6 rem stay empty at every width: the floating help button (at most 4.5 rem from the bottom) covers nothing there. */
export function Footer() {
  return (
    <footer className="mt-auto border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-3 pb-24 pt-6 text-sm text-slate-600 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p>© {new Date().getFullYear()} Dugout. Honest metrics for baseball and softball players.</p>
        <nav aria-label="Legal" className="flex flex-wrap gap-4">
          <Link className="hover:underline" to={paths.privacyPolicy}>
            Privacy Policy
          </Link>
          <Link className="hover:underline" to={paths.terms}>
            Terms and Conditions
          </Link>
          <Link className="hover:underline" to={paths.license}>
            License Agreement
          </Link>
        </nav>
      </div>
    </footer>
  );
}
