import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { ImageOff, MapPin, X } from 'lucide-react';
import { fieldTexts, isValidImageUrl, profilePanelErrors, type FieldInfo as Field } from '@dugout/domain/colleges';
import { withThousands } from '@dugout/domain/shared';
import { ErrorState } from '@/components/ui/States';
import { formatDate } from '@/lib/format-date';
import { Fact, Section } from './Section';

/** Full-screen image viewer: closes by clicking outside the image or pressing ESC. */
function ImageViewer({ src, alt, onClose }: { src: string; alt: string; onClose: () => void }) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return createPortal(
    <div
      role="dialog"
      aria-modal="true"
      aria-label={alt}
      data-testid="image-viewer"
      className="fixed inset-0 z-50 flex items-center justify-center bg-black/85 p-4"
      onClick={onClose}
    >
      <button
        type="button"
        aria-label="Close"
        className="absolute top-4 right-4 rounded-full bg-white/10 p-2 text-white hover:bg-white/20"
        onClick={onClose}
      >
        <X className="size-6" aria-hidden />
      </button>
      <img
        src={src}
        alt={alt}
        className="max-h-full max-w-full rounded shadow-2xl"
        onClick={(e) => e.stopPropagation()}
      />
    </div>,
    document.body,
  );
}

/** A simple diagram of the outfield fence with the distances in feet. */
function FieldDiagram({ field }: { field: Field }) {
  const t = (v: number | null) => (v == null ? '—' : `${v}'`);
  return (
    <svg viewBox="0 0 200 170" className="h-40 w-full max-w-[220px]" role="img" aria-label="Field diagram">
      <path d="M100 160 L15 75 Q100 -5 185 75 Z" fill="#4aa343" stroke="#2f6f2a" strokeWidth="2" />
      <path d="M100 160 L70 130 L100 100 L130 130 Z" fill="#c28b57" />
      <path d="M100 152 L78 130 L100 108 L122 130 Z" fill="#4aa343" />
      <text x="30" y="70" fontSize="11" fill="#fff" fontWeight="bold">
        {t(field.leftFence)}
      </text>
      {/* inside the outfield grass (the fence arc peaks at y 35): above it the label was white on the white card */}
      <text x="100" y="52" fontSize="11" fill="#fff" fontWeight="bold" textAnchor="middle" data-testid="center-fence">
        {t(field.centerFence)}
      </text>
      <text x="170" y="70" fontSize="11" fill="#fff" fontWeight="bold" textAnchor="end">
        {t(field.rightFence)}
      </text>
    </svg>
  );
}

export function FieldInformation({
  field,
  schoolName,
  source,
  failed: queryFailed = false,
  onRetry,
}: {
  field: Field | null;
  schoolName: string;
  source?: string | null;
  /** The field query failed: this panel shows its error, the rest of the profile stands. */
  failed?: boolean;
  onRetry?: () => void;
}) {
  const [failed, setFailed] = useState(false);
  const [viewing, setViewing] = useState(false);
  if (queryFailed)
    return (
      <Section title="Field Information" icon={<MapPin className="size-5 text-green-600" aria-hidden />}>
        <ErrorState message={profilePanelErrors.field} onRetry={onRetry} />
      </Section>
    );
  if (!field) return null;
  const showImage = isValidImageUrl(field.fieldUrl) && !failed;
  const alt = `${field.fieldName ?? schoolName} stadium`;
  const hasFences = field.leftFence != null || field.centerFence != null || field.rightFence != null;
  return (
    <Section
      title="Field Information"
      icon={<MapPin className="size-5 text-green-600" aria-hidden />}
      source={source ?? null}
    >
      <div className="grid gap-4 md:grid-cols-2">
        <div>
          {showImage ? (
            <button
              type="button"
              className="block w-full overflow-hidden rounded-lg border border-slate-200"
              onClick={() => setViewing(true)}
              aria-label={`Open ${alt} full screen`}
            >
              <img
                src={field.fieldUrl!}
                alt={alt}
                className="aspect-video w-full object-cover"
                onError={() => setFailed(true)}
              />
            </button>
          ) : (
            <div className="flex aspect-video w-full flex-col items-center justify-center gap-2 rounded-lg border border-dashed border-slate-300 bg-slate-50 text-sm text-slate-500">
              <ImageOff className="size-6" aria-hidden />
              {fieldTexts.imageNotAvailable}
            </div>
          )}
          {viewing && showImage && <ImageViewer src={field.fieldUrl!} alt={alt} onClose={() => setViewing(false)} />}
        </div>
        <div className="space-y-4">
          <div>
            <h3 className="text-sm font-semibold text-slate-800">Fence distances</h3>
            {hasFences ? (
              <dl className="mt-1 grid grid-cols-3 gap-2">
                <Fact label="Left field">{field.leftFence != null ? `${field.leftFence} ft` : 'N/A'}</Fact>
                <Fact label="Center field">{field.centerFence != null ? `${field.centerFence} ft` : 'N/A'}</Fact>
                <Fact label="Right field">{field.rightFence != null ? `${field.rightFence} ft` : 'N/A'}</Fact>
              </dl>
            ) : (
              <p className="mt-1 text-sm font-medium text-slate-500">{fieldTexts.comingSoon}</p>
            )}
          </div>
          <FieldDiagram field={field} />
        </div>
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3">
        <Fact label="Field">
          {field.wikiUrl && isValidImageUrl(field.wikiUrl) ? (
            <a href={field.wikiUrl} target="_blank" rel="noreferrer" className="text-blue-700 hover:underline">
              {field.fieldName ?? 'N/A'}
            </a>
          ) : (
            (field.fieldName ?? 'N/A')
          )}
        </Fact>
        <Fact label="Surface">{field.surface ?? 'N/A'}</Fact>
        <Fact label="Opened">{formatDate(field.openDate) ?? 'N/A'}</Fact>
        <Fact label="Seating capacity">{field.seating != null ? withThousands(field.seating) : 'N/A'}</Fact>
        <Fact label="Average attendance">{field.attendance != null ? withThousands(field.attendance) : 'N/A'}</Fact>
        <Fact label="Attendance rank (division)">
          {field.attendenceRankByDivision != null ? `#${field.attendenceRankByDivision}` : 'N/A'}
        </Fact>
      </dl>
    </Section>
  );
}
