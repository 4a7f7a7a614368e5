import type { ContactActionType } from './contact-actions.ts';
import type { ContactMethod } from './contact-log.ts';
import type { TrackerAbilities } from './tracker-messages.ts';

/** One contact action as the API answers it (always seven per school, in the spec's order). */
export interface ContactActionView {
  id: string | null;
  actionType: ContactActionType;
  label: string;
  completed: boolean;
  notes: string | null;
  completedDate: string | null;
  updatedAt: string | null;
}

/** One tracked school with its actions and reminders. */
export interface TrackerEntryView {
  id: string;
  userId: string;
  schoolId: number;
  schoolName: string;
  division: string;
  conference: string | null;
  pocName: string | null;
  statusNotes: string | null;
  createdAt: string;
  updatedAt: string;
  actions: ContactActionView[];
  nextStep: { type: ContactActionType; label: string } | null;
  progress: { completed: number; total: number };
  hasOffer: boolean;
  lastActivityAt: string;
  inactive: boolean;
}

/** GET /api/tracker: a user's tracker (newest first), the recent summary, reminders and what the viewer may do. */
export interface TrackerView {
  owner: { id: string; name: string };
  readOnly: boolean;
  abilities: TrackerAbilities;
  entries: TrackerEntryView[];
  recent: Array<Pick<TrackerEntryView, 'id' | 'schoolId' | 'schoolName' | 'division' | 'conference' | 'createdAt'>>;
  inactive: Array<Pick<TrackerEntryView, 'id' | 'schoolId' | 'schoolName' | 'lastActivityAt'>>;
  offers: number;
  /** The owner's own college commitment (user_commitments), if any. */
  commitment: { schoolId: number; schoolName: string; division: string | null; conference: string | null; commitmentDate: string } | null;
}

export interface ContactLogView {
  id: string;
  schoolId: number;
  contactName: string;
  contactTitle: string | null;
  contactDate: string;
  contactMethod: ContactMethod | string;
  contactInfo: string | null;
  discussionNotes: string | null;
  createdAt: string;
}
