import type { ReactNode } from 'react';

/** What app/ puts beside a player (the coach-notes feature's note card); features never import each other. */
export type CoachNoteSlot = (player: { teamCode: string; userId: string; playerName: string | null }) => ReactNode;
