import { useSyncExternalStore } from 'react';

/**
 * The player a guardian has chosen to act for (docs/decisions/0061-acting-for-a-player-in-the-web.md): kept in session
 * storage (this tab only, gone with the browser session and at sign-out), sent by the API client as the
 * `X-Dugout-Player` header on every request while it is set. The server decides what the header allows; this only
 * remembers the choice and tells the screens about it.
 */
export interface ActingPlayer {
  /** the player's user id (the header's value) */
  id: string;
  /** the player's name, as the banner says it */
  name: string;
  /** whether the player lets guardians edit their tracker and contact log (the banner says 'read only' otherwise) */
  mayEdit: boolean;
}

export const ACTING_PLAYER_KEY = 'dugout.acting-player';
export const ACTING_HEADER = 'X-Dugout-Player';

type Listener = () => void;
const listeners = new Set<Listener>();
const lostListeners = new Set<(player: ActingPlayer) => void>();

let cachedRaw: string | null | undefined;
let cached: ActingPlayer | null = null;

/** The player chosen now, or null (the guardian acts as themself). */
export function actingPlayer(): ActingPlayer | null {
  let raw: string | null;
  try {
    raw = sessionStorage.getItem(ACTING_PLAYER_KEY);
  } catch {
    return null;
  }
  if (raw === cachedRaw) return cached;
  cachedRaw = raw;
  cached = null;
  if (raw)
    try {
      const v = JSON.parse(raw) as Partial<ActingPlayer>;
      if (typeof v.id === 'string' && v.id && typeof v.name === 'string')
        cached = { id: v.id, name: v.name, mayEdit: v.mayEdit === true };
    } catch {
      cached = null;
    }
  return cached;
}

const notify = () => listeners.forEach((l) => l());

/** Chooses the player to act for (null: act as oneself again). The caller clears the query cache (decision 0061). */
export function setActingPlayer(player: ActingPlayer | null) {
  if (player) sessionStorage.setItem(ACTING_PLAYER_KEY, JSON.stringify(player));
  else sessionStorage.removeItem(ACTING_PLAYER_KEY);
  notify();
}

/**
 * A loss no listener heard: on a fresh load the screen's first request can come back before the app has mounted the
 * banner that listens (it is loaded on demand, and only while a player is chosen). The app mounts it while a loss is
 * unheard (`useActingLossUnheard`); the first listener to subscribe hears it.
 */
let unheardLoss: ActingPlayer | null = null;

/**
 * The server answered 404 'Player not found' to a request that named the chosen player: the link has ended (or was
 * never active). The choice is forgotten and the app (features/families ActingBanner) returns to /family with a
 * message.
 */
export function actingPlayerLost(player: ActingPlayer) {
  if (actingPlayer()?.id !== player.id) return;
  if (!lostListeners.size) unheardLoss = player;
  setActingPlayer(null);
  lostListeners.forEach((l) => l(player));
}

export function onActingPlayerLost(listener: (player: ActingPlayer) => void) {
  lostListeners.add(listener);
  if (unheardLoss) {
    const player = unheardLoss;
    unheardLoss = null;
    notify();
    listener(player);
  }
  return () => void lostListeners.delete(listener);
}

const subscribe = (l: Listener) => {
  listeners.add(l);
  return () => void listeners.delete(l);
};

/** The chosen player, re-rendering when it changes. */
export const useActingPlayer = (): ActingPlayer | null => useSyncExternalStore(subscribe, actingPlayer, () => null);

/** Whether a lost player waits for a listener (see `onActingPlayerLost`). */
export const useActingLossUnheard = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => unheardLoss !== null,
    () => false,
  );
