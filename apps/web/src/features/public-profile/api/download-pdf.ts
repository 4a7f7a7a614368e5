import { isErrorBody } from '@dugout/domain/shared';
import { ApiError } from '@/lib/api';
import { ACTING_HEADER, actingPlayer } from '@/lib/acting';

export const PDF_PATH = '/api/public-profile/pdf';

/**
 * GET /api/public-profile/pdf as a file the browser saves. Fetched (not a plain link) so that a guardian acting for a
 * player sends the `X-Dugout-Player` header as every other request does (docs/decisions/0061), and so that a refusal
 * shows the server's message instead of a JSON page.
 */
export async function downloadProfilePdf(fileName: string) {
  const acting = actingPlayer();
  let res: Response;
  try {
    res = await fetch(PDF_PATH, {
      credentials: 'same-origin',
      headers: acting ? { [ACTING_HEADER]: acting.id } : undefined,
    });
  } catch {
    throw new ApiError('Cannot reach the server. Check your connection and try again.', 0, 'network');
  }
  if (!res.ok) {
    const data: unknown = await res.json().catch(() => null);
    if (isErrorBody(data)) throw new ApiError(data.error.message, res.status, data.error.code);
    throw new ApiError('The PDF could not be made. Try again.', res.status, 'internal');
  }
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
