import { EscalateBy, Responsibility } from '@beewatch/shared';

/**
 * The responsibility checkboxes of the activity popup and their rules (spec §4 "Activity popup
 * responsibility rules"), as a pure reducer:
 *
 * - Controller chosen alone disables every other box; Controller cannot be unchecked while
 *   another responsibility is set (it may be added after one, and then stays).
 * - WeWatchOfficer, AnotherAgency, EmergencyService and Police each clear the others of that
 *   group (the API stores one responsibility); Controller is kept.
 * - WeWatchOfficer selects escalation 3 (email and the app) and ticks the audible desktop alarm,
 *   which is unticked again when WeWatchOfficer is;
 *   WeWatch, its app option, is offered only alongside it and makes the pair WeWatch (6).
 * - AnotherAgency and EmergencyService offer phone (1) and email (2); Police offers phone only.
 */

export type ResponsibilityBox = keyof typeof Responsibility;
export type EscalateByValue = (typeof EscalateBy)[keyof typeof EscalateBy];
export type ResponsibilityValue = (typeof Responsibility)[ResponsibilityBox];

/** The boxes in screen order. */
export const RESPONSIBILITY_BOXES: readonly ResponsibilityBox[] = [
  'WeWatchOfficer',
  'Controller',
  'AnotherAgency',
  'EmergencyService',
  'Police',
  'WeWatch',
];

/** Boxes that carry the escalation; at most one of them is checked. */
const EXCLUSIVE: readonly ResponsibilityBox[] = [
  'WeWatchOfficer',
  'AnotherAgency',
  'EmergencyService',
  'Police',
];

export interface ResponsibilityState {
  /** Checked boxes, in screen order. */
  checked: readonly ResponsibilityBox[];
  /** EscalateByInt: 1 phone, 2 email, 3 WeWatchOfficer (email and app); null without escalation. */
  escalateBy: EscalateByValue | null;
  audibleDesktopAlarm: boolean;
}

export type ResponsibilityAction =
  | { type: 'toggle'; box: ResponsibilityBox; checked: boolean }
  | { type: 'escalateBy'; value: EscalateByValue }
  | { type: 'alarm'; checked: boolean };

export const EMPTY_RESPONSIBILITY: ResponsibilityState = {
  checked: [],
  escalateBy: null,
  audibleDesktopAlarm: false,
};

const has = (state: ResponsibilityState, box: ResponsibilityBox) => state.checked.includes(box);
const inOrder = (boxes: Iterable<ResponsibilityBox>) => {
  const set = new Set(boxes);
  return RESPONSIBILITY_BOXES.filter((b) => set.has(b));
};

/** The escalation-carrying box that is checked, if any. */
export function escalatingBox(state: ResponsibilityState): ResponsibilityBox | null {
  return EXCLUSIVE.find((b) => has(state, b)) ?? null;
}

/** True when `box` cannot be changed in this state. */
export function isBoxDisabled(state: ResponsibilityState, box: ResponsibilityBox): boolean {
  const controllerAlone = state.checked.length === 1 && has(state, 'Controller');
  if (box === 'Controller') return has(state, 'Controller') && state.checked.length > 1;
  if (controllerAlone) return true;
  if (box === 'WeWatch') return !has(state, 'WeWatchOfficer');
  return false;
}

/** The escalation channels offered: the radio choices (one fixed choice is shown as a note). */
export function escalationChoices(state: ResponsibilityState): EscalateByValue[] {
  switch (escalatingBox(state)) {
    case 'WeWatchOfficer':
      return [EscalateBy.WeWatchOfficer];
    case 'AnotherAgency':
    case 'EmergencyService':
      return [EscalateBy.Phone, EscalateBy.Email];
    case 'Police':
      return [EscalateBy.Phone];
    default:
      return [];
  }
}

/** Which recipient entries the current escalation needs. */
export function recipientFields(state: ResponsibilityState): { email: boolean; phone: boolean } {
  return {
    email: state.escalateBy === EscalateBy.Email || state.escalateBy === EscalateBy.WeWatchOfficer,
    phone: state.escalateBy === EscalateBy.Phone,
  };
}

/** The one Responsibility sent to the API, derived from the checked set (null when none). */
export function responsibilityOf(checked: readonly ResponsibilityBox[]): ResponsibilityValue | null {
  if (checked.includes('WeWatchOfficer'))
    return checked.includes('WeWatch') ? Responsibility.WeWatch : Responsibility.WeWatchOfficer;
  const box = EXCLUSIVE.find((b) => checked.includes(b));
  if (box) return Responsibility[box];
  return checked.includes('Controller') ? Responsibility.Controller : null;
}

/** The how-options ('What appears') apply to every responsibility except the controller alone. */
export function showsHowOptions(state: ResponsibilityState): boolean {
  return responsibilityOf(state.checked) !== Responsibility.Controller;
}

function choose(state: ResponsibilityState, box: ResponsibilityBox): ResponsibilityState {
  const keep = has(state, 'Controller') ? (['Controller'] as ResponsibilityBox[]) : [];
  switch (box) {
    case 'Controller':
      return { ...state, checked: inOrder([...state.checked, 'Controller']) };
    case 'WeWatch':
      return { ...state, checked: inOrder([...state.checked, 'WeWatch']) };
    case 'WeWatchOfficer':
      return {
        checked: inOrder([...keep, 'WeWatchOfficer']),
        escalateBy: EscalateBy.WeWatchOfficer,
        audibleDesktopAlarm: true,
      };
    case 'AnotherAgency':
    case 'EmergencyService': {
      const by = state.escalateBy === EscalateBy.Phone ? EscalateBy.Phone : EscalateBy.Email;
      return { ...state, checked: inOrder([...keep, box]), escalateBy: by };
    }
    case 'Police':
      return { ...state, checked: inOrder([...keep, 'Police']), escalateBy: EscalateBy.Phone };
  }
}

function clear(state: ResponsibilityState, box: ResponsibilityBox): ResponsibilityState {
  // WeWatch is the app option of WeWatchOfficer: it goes with it.
  const gone = box === 'WeWatchOfficer' ? ['WeWatchOfficer', 'WeWatch'] : [box];
  const next = { ...state, checked: state.checked.filter((b) => !gone.includes(b)) };
  return escalatingBox(next) ? next : { ...next, escalateBy: null };
}

/** Applies one user action; an action the rules refuse returns the state unchanged. */
export function responsibilityReducer(
  state: ResponsibilityState,
  action: ResponsibilityAction,
): ResponsibilityState {
  switch (action.type) {
    case 'toggle': {
      if (isBoxDisabled(state, action.box) || has(state, action.box) === action.checked) return state;
      const next = action.checked ? choose(state, action.box) : clear(state, action.box);
      // The alarm WeWatchOfficer ticked goes with it (unticked, or replaced by another box).
      return has(state, 'WeWatchOfficer') && !has(next, 'WeWatchOfficer')
        ? { ...next, audibleDesktopAlarm: false }
        : next;
    }
    case 'escalateBy':
      return escalationChoices(state).includes(action.value) ? { ...state, escalateBy: action.value } : state;
    case 'alarm':
      return { ...state, audibleDesktopAlarm: action.checked };
  }
}

const BOXES_OF: Record<ResponsibilityValue, ResponsibilityBox[]> = {
  [Responsibility.WeWatchOfficer]: ['WeWatchOfficer'],
  [Responsibility.Controller]: ['Controller'],
  [Responsibility.AnotherAgency]: ['AnotherAgency'],
  [Responsibility.EmergencyService]: ['EmergencyService'],
  [Responsibility.Police]: ['Police'],
  [Responsibility.WeWatch]: ['WeWatchOfficer', 'WeWatch'],
};

/** The state of a saved activity (edit): its boxes, escalation (or the default of its boxes) and alarm. */
export function responsibilityStateOf(saved: {
  Responsibility?: ResponsibilityValue | null;
  EscalateByInt?: EscalateByValue | null;
  AudibleDesktopAlarm?: boolean;
}): ResponsibilityState {
  const checked = saved.Responsibility ? inOrder(BOXES_OF[saved.Responsibility]) : [];
  const base: ResponsibilityState = {
    checked,
    escalateBy: null,
    audibleDesktopAlarm: saved.AudibleDesktopAlarm ?? false,
  };
  const choices = escalationChoices(base);
  const by =
    saved.EscalateByInt && choices.includes(saved.EscalateByInt)
      ? saved.EscalateByInt
      : (choices.at(-1) ?? null);
  return { ...base, escalateBy: by };
}
