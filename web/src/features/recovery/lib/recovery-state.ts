/**
 * What one forgot-password step hands the next through the router's history state (memory of
 * this tab only; the code is the one the user typed, never one the server sent).
 */
export interface TokenStepState {
  userName: string;
  /** Arriving from the request step: the page shows 'Verification code sent on your registered email.' */
  codeSent?: boolean;
}

export interface ResetStepState {
  userName: string;
  code: string;
}

/** History state the login page reads to show a success banner after a recovery step. */
export interface LoginNoticeState {
  recoveryNotice?: 'passwordReset';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The token step's state, or null when the page was opened directly. */
export function tokenStepState(state: unknown): TokenStepState | null {
  if (!isRecord(state) || typeof state.userName !== 'string') return null;
  return { userName: state.userName, codeSent: state.codeSent === true };
}

/** The reset step's state, or null (then the flow starts again). */
export function resetStepState(state: unknown): ResetStepState | null {
  if (!isRecord(state) || typeof state.userName !== 'string' || typeof state.code !== 'string') return null;
  return { userName: state.userName, code: state.code };
}

/** 'sessionStorage' key of 'do it later' for the two-step prompt (spec §4: session flag only). */
export const TWO_STEP_LATER_KEY = 'beewatch.twoStepLater';
