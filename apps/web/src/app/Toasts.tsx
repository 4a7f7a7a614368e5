import type { CSSProperties } from 'react';
import { Toaster } from 'sonner';

/**
 * Toasts: 4000 ms, up to 3 visible (docs/spec/part-1-accounts-teams-organizations.md section 9). Loaded after the
 * first page (main.tsx): a toast raised before it mounts is shown when it does (sonner replays the active toasts).
 */
export default function Toasts() {
  return (
    <Toaster
      position="top-center"
      // Below the 56 px sticky header, so a toast never covers the logo or the menu.
      offset={{ top: 64 }}
      mobileOffset={{ top: 64 }}
      duration={4000}
      visibleToasts={3}
      richColors
      closeButton
      // Sonner's green on its pale green is 4.25:1, its red on pale red 4.34:1 and its blue ~4.3:1; these darker
      // shades reach 4.5:1 for 13 px text (axe).
      style={
        {
          '--success-text': 'hsl(140, 100%, 22%)',
          '--error-text': 'hsl(360, 100%, 38%)',
          '--info-text': 'hsl(210, 92%, 36%)',
        } as CSSProperties
      }
    />
  );
}
