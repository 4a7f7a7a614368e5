import { lazy, Suspense, useState } from 'react';
import { HelpCircle } from 'lucide-react';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/states';

/** The form (react-hook-form, zod, toasts) is loaded on demand: the button is on every page, the form rarely opened. */
const loadSupportForm = () => import('./SupportForm');
const SupportForm = lazy(loadSupportForm);

/**
 * Round help button (bottom right) that opens 'Get Help & Support'. From 640 px it floats; on a phone it would cover
 * the content under it, so there it sits at the end of the page, right-aligned above the footer.
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
        className="z-40 mx-3 mb-4 flex size-12 items-center justify-center self-end rounded-full bg-brand-700 text-white shadow-lg hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:fixed sm:bottom-4 sm:right-4 sm:m-0 sm:size-14"
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
