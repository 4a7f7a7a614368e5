import { lazy, Suspense, useState } from 'react';
import { HelpCircle } from 'lucide-react';
import { Dialog, DialogContent } from '@/components/ui/Dialog';
import { Spinner } from '@/components/ui/States';

/** The form (react-hook-form, zod, toasts) is loaded on demand: the button is on every page, the form rarely opened. */
const loadSupportForm = () => import('./SupportForm');
const SupportForm = lazy(loadSupportForm);

/**
 * Floating round help button (bottom right, at every width) that opens 'Get Help & Support'
 * (docs/spec/part-1-accounts-teams-organizations.md section 2). The footer keeps the space it needs free at the end of
 * the page, so scrolled to the end the button covers nothing (docs/decisions/0052-daily-screens.md).
 */
export function HelpButton() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <button
        type="button"
        onClick={() => setOpen(true)}
        onPointerEnter={() => void loadSupportForm()}
        onFocus={() => void loadSupportForm()}
        className="fixed bottom-4 right-4 z-40 flex size-12 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:size-14"
        aria-label="Get Help & Support"
      >
        <HelpCircle className="size-7" aria-hidden />
      </button>
      {open && (
        <DialogContent
          title="Get Help & Support"
          description="Tell us what is going on and we will get back to you by e-mail."
        >
          <Suspense fallback={<Spinner />}>
            <SupportForm onDone={() => setOpen(false)} />
          </Suspense>
        </DialogContent>
      )}
    </Dialog>
  );
}
