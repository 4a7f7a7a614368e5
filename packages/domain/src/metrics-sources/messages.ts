import { deviceLabels, sourcedMetricRules, type DeviceKind, type SourcedMetric } from './sources.ts';

/** The texts of device files, verification and events (docs/decisions/0062-metric-sources.md), written once. */
export const metricSourceMessages = {
  unknownFile:
    'This file is not a Rapsodo pitching export, a Blast Motion export or a Dugout metrics CSV (date,metric,value,unit,source_note). Check line 1.',
  wrongKind: (expected: DeviceKind, line: number) =>
    `This is not a ${deviceLabels[expected]} file: line ${line} does not look like one.`,
  empty: 'The file is empty.',
  tooLarge: 'The file is larger than 1 MB.',
  fileName: 'Please give the file name.',
  missingColumn: (line: number, column: string) => `Line ${line}: the header has no column "${column}".`,
  noHeader: (kind: DeviceKind) => `No header line found: this ${deviceLabels[kind]} file has no column names.`,
  noUsableRows: (kind: DeviceKind) => `The ${deviceLabels[kind]} file has no usable rows: nothing to save.`,
  columnCount: (line: number, got: number, expected: number) =>
    `Line ${line}: ${got} values where the header has ${expected}.`,
  notANumber: (line: number, column: string, value: string) => `Line ${line}: ${column} "${value}" is not a number.`,
  notYesNo: (line: number, column: string, value: string) => `Line ${line}: ${column} "${value}" should be Yes or No.`,
  badDate: (line: number, value: string) => `Line ${line}: "${value}" is not a date (use YYYY-MM-DD).`,
  unknownMetric: (line: number, value: string) =>
    `Line ${line}: "${value}" is not a metric Dugout records (height, weight, sixty, throw_velocity, exit_velocity, fastball_velocity, spin_rate, strike_percentage, bat_speed).`,
  wrongUnit: (line: number, metric: SourcedMetric, unit: string) =>
    `Line ${line}: ${sourcedMetricRules[metric].label} is measured in ${sourcedMetricRules[metric].unit}, not "${unit}".`,
  implausible: (line: number, metric: SourcedMetric, value: number) => {
    const r = sourcedMetricRules[metric];
    const unit = r.unit === '%' ? '%' : ` ${r.unit}`;
    return `Line ${line}: ${r.label} ${value}${unit} is not plausible (${r.min}–${r.max}${unit}).`;
  },
  fileHasErrors: 'The file has errors: nothing was saved. Fix the lines named and upload it again.',
  noSubmissionYet: 'Complete a metrics submission first: a file adds to the values of your latest dashboard.',
  notVerifiable: 'Choose at least one player and one metric.',
  nothingToVerify: (name: string) => `${name} has no value for the chosen metrics yet.`,
  notOnTeam: 'This player is not an active member of the team.',
  eventNotFound: 'Event not found.',
  eventName: 'Please enter the event name.',
  eventOrganiser: 'Please enter the organiser.',
  eventDate: 'Please enter the event date (YYYY-MM-DD).',
  noResults: 'Add at least one result.',
  resultPlayerUnknown: (line: number, who: string) =>
    `Line ${line}: ${who} is not an active player of the event's team.`,
  resultNeedsPlayer: (line: number) => `Line ${line}: give player_email or member_id.`,
} as const;
