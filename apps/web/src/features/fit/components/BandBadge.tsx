import { athleticBandLabels, type AthleticBand } from '@dugout/domain/fit';
import { Badge, type BadgeTone } from '@/components/ui/Badge';

/** Target green, Reach orange, Safety blue: the badge tones' dark text on a light fill (contrast above 4.5:1). */
const bandTones: Record<AthleticBand, BadgeTone> = { target: 'green', reach: 'orange', safety: 'blue' };

/** A program's athletic band as a word in a coloured badge (the word carries it; the colour only repeats it). */
export const BandBadge = ({ band }: { band: AthleticBand }) => (
  <Badge tone={bandTones[band]} className="px-2 py-0 whitespace-nowrap" data-band={band}>
    {athleticBandLabels[band]}
  </Badge>
);
