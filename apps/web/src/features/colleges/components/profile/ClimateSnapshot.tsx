import { CloudRain, Sun, Thermometer } from 'lucide-react';
import {
  climateValue,
  emptyPanelTexts,
  precipitationLabel,
  precipitationUnknownText,
  profilePanelErrors,
  temperatureLabel,
  type Climate,
} from '@dugout/domain/colleges';
import { ErrorState } from '@/components/ui/States';
import { Badge } from '@/components/ui/Badge';
import { Section } from './Section';

export function ClimateSnapshot({
  climate,
  source,
  failed = false,
  onRetry,
}: {
  climate: Climate | null;
  source?: string | null;
  /** The query of the field row (which holds the climate normals) failed: this panel shows its error. */
  failed?: boolean;
  onRetry?: () => void;
}) {
  if (failed)
    return (
      <Section title="Climate Snapshot" icon={<Sun className="size-5 text-orange-500" aria-hidden />}>
        <ErrorState message={profilePanelErrors.climate} onRetry={onRetry} />
      </Section>
    );
  const c = climate ?? {
    marchHigh: null,
    marchLow: null,
    aprilHigh: null,
    aprilLow: null,
    mayHigh: null,
    mayLow: null,
    totalPrecip: null,
  };
  const temp = temperatureLabel(c);
  const rain = precipitationLabel(c.totalPrecip);
  const months: Array<[string, number | null, number | null]> = [
    ['March', c.marchHigh, c.marchLow],
    ['April', c.aprilHigh, c.aprilLow],
    ['May', c.mayHigh, c.mayLow],
  ];
  return (
    <Section
      title="Climate Snapshot"
      icon={<Sun className="size-5 text-orange-500" aria-hidden />}
      source={source ?? null}
    >
      {!climate && <p className="mb-3 text-sm text-slate-500">{emptyPanelTexts.climate}</p>}
      <div className="mb-3 flex flex-wrap gap-2">
        <Badge tone={temp === 'Warm' ? 'orange' : temp === 'Cool' ? 'blue' : 'grey'}>
          <Thermometer className="mr-1 size-3.5" aria-hidden />
          {temp}
        </Badge>
        {/* no total, no Rainy/Dry label: it cannot be computed (docs/decisions/0051-row-sources.md) */}
        {rain !== 'N/A' && (
          <Badge
            tone={rain === 'Rainy' ? 'blue' : rain === 'Dry' ? 'yellow' : 'grey'}
            data-testid="precipitation-label"
          >
            <CloudRain className="mr-1 size-3.5" aria-hidden />
            {rain}
          </Badge>
        )}
      </div>
      <table className="w-full text-sm">
        <thead>
          <tr className="text-left text-xs text-slate-500 uppercase">
            <th className="py-1 font-medium">Month</th>
            <th className="py-1 font-medium">
              <Thermometer className="mr-1 inline size-3.5 text-red-500" aria-hidden />
              High
            </th>
            <th className="py-1 font-medium">
              <Thermometer className="mr-1 inline size-3.5 text-blue-500" aria-hidden />
              Low
            </th>
          </tr>
        </thead>
        <tbody>
          {months.map(([m, hi, lo]) => (
            <tr key={m} className="border-t border-slate-100">
              <td className="py-1.5">{m}</td>
              <td className="py-1.5">{climateValue(hi, '°F')}</td>
              <td className="py-1.5">{climateValue(lo, '°F')}</td>
            </tr>
          ))}
          <tr className="border-t border-slate-200 font-medium">
            <td className="py-1.5">
              <CloudRain className="mr-1 inline size-3.5 text-blue-500" aria-hidden />
              Total precipitation
            </td>
            <td className="py-1.5" colSpan={2}>
              {climateValue(c.totalPrecip, 'in')}
            </td>
          </tr>
        </tbody>
      </table>
      {climate && c.totalPrecip == null && (
        <p className="mt-2 text-xs text-slate-600" data-testid="precipitation-note">
          {precipitationUnknownText}
        </p>
      )}
    </Section>
  );
}
