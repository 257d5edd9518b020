import { EscalateBy, Responsibility } from '@beewatch/shared';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_RESPONSIBILITY,
  escalationChoices,
  isBoxDisabled,
  recipientFields,
  RESPONSIBILITY_BOXES,
  responsibilityOf,
  responsibilityReducer,
  responsibilityStateOf,
  showsHowOptions,
  type ResponsibilityAction,
  type ResponsibilityBox,
  type ResponsibilityState,
} from './responsibility';

const tick = (box: ResponsibilityBox, checked = true): ResponsibilityAction => ({
  type: 'toggle',
  box,
  checked,
});
const run = (...actions: ResponsibilityAction[]) =>
  actions.reduce(responsibilityReducer, EMPTY_RESPONSIBILITY as ResponsibilityState);
const disabled = (state: ResponsibilityState) => RESPONSIBILITY_BOXES.filter((b) => isBoxDisabled(state, b));

describe('responsibility rules (spec §4)', () => {
  it('starts with nothing checked, no escalation and only WeWatch waiting for WeWatchOfficer', () => {
    expect(EMPTY_RESPONSIBILITY.checked).toEqual([]);
    expect(responsibilityOf(EMPTY_RESPONSIBILITY.checked)).toBeNull();
    expect(disabled(EMPTY_RESPONSIBILITY)).toEqual(['WeWatch']);
    expect(escalationChoices(EMPTY_RESPONSIBILITY)).toEqual([]);
  });

  describe('Controller', () => {
    it('chosen alone disables every other box', () => {
      const state = run(tick('Controller'));
      expect(state.checked).toEqual(['Controller']);
      expect(disabled(state)).toEqual([
        'WeWatchOfficer',
        'AnotherAgency',
        'EmergencyService',
        'Police',
        'WeWatch',
      ]);
      expect(isBoxDisabled(state, 'Controller')).toBe(false);
      expect(responsibilityOf(state.checked)).toBe(Responsibility.Controller);
    });

    it('alone: the other boxes refuse to be ticked', () => {
      const state = run(tick('Controller'));
      for (const box of ['WeWatchOfficer', 'AnotherAgency', 'EmergencyService', 'Police', 'WeWatch'] as const)
        expect(responsibilityReducer(state, tick(box))).toBe(state);
    });

    it('alone can be unchecked, which enables the others again', () => {
      const state = run(tick('Controller'), tick('Controller', false));
      expect(state.checked).toEqual([]);
      expect(disabled(state)).toEqual(['WeWatch']);
    });

    it('cannot be unchecked while another responsibility is set', () => {
      const state = run(tick('Police'), tick('Controller'));
      expect(state.checked).toEqual(['Controller', 'Police']);
      expect(isBoxDisabled(state, 'Controller')).toBe(true);
      expect(responsibilityReducer(state, tick('Controller', false))).toBe(state);
      // The other responsibility wins: the API stores one.
      expect(responsibilityOf(state.checked)).toBe(Responsibility.Police);
    });

    it('becomes uncheckable again, and alone, once the other responsibility is cleared', () => {
      const state = run(tick('AnotherAgency'), tick('Controller'), tick('AnotherAgency', false));
      expect(state.checked).toEqual(['Controller']);
      expect(state.escalateBy).toBeNull();
      expect(isBoxDisabled(state, 'Controller')).toBe(false);
      expect(isBoxDisabled(state, 'Police')).toBe(true);
    });

    it('hides the how-options only when alone', () => {
      expect(showsHowOptions(run(tick('Controller')))).toBe(false);
      expect(showsHowOptions(run(tick('Police'), tick('Controller')))).toBe(true);
      expect(showsHowOptions(EMPTY_RESPONSIBILITY)).toBe(true);
    });
  });

  describe('WeWatchOfficer', () => {
    it('clears the others, selects escalation 3 and ticks the audible desktop alarm', () => {
      const state = run(tick('EmergencyService'), tick('WeWatchOfficer'));
      expect(state.checked).toEqual(['WeWatchOfficer']);
      expect(state.escalateBy).toBe(EscalateBy.WeWatchOfficer);
      expect(state.audibleDesktopAlarm).toBe(true);
      expect(responsibilityOf(state.checked)).toBe(Responsibility.WeWatchOfficer);
    });

    it('keeps Controller when it was added beside another responsibility', () => {
      const state = run(tick('Police'), tick('Controller'), tick('WeWatchOfficer'));
      expect(state.checked).toEqual(['WeWatchOfficer', 'Controller']);
      expect(responsibilityOf(state.checked)).toBe(Responsibility.WeWatchOfficer);
    });

    it('shows the email and app options: email entry, the WeWatch box, no phone', () => {
      const state = run(tick('WeWatchOfficer'));
      expect(escalationChoices(state)).toEqual([EscalateBy.WeWatchOfficer]);
      expect(recipientFields(state)).toEqual({ email: true, phone: false });
      expect(isBoxDisabled(state, 'WeWatch')).toBe(false);
    });

    it('refuses phone or email escalation', () => {
      const state = run(tick('WeWatchOfficer'));
      expect(responsibilityReducer(state, { type: 'escalateBy', value: EscalateBy.Phone })).toBe(state);
      expect(responsibilityReducer(state, { type: 'escalateBy', value: EscalateBy.Email })).toBe(state);
    });

    it('takes its alarm away when it is unticked or replaced', () => {
      expect(run(tick('WeWatchOfficer'), tick('WeWatchOfficer', false)).audibleDesktopAlarm).toBe(false);
      expect(run(tick('WeWatchOfficer'), tick('Police')).audibleDesktopAlarm).toBe(false);
    });

    it('leaves the alarm to the user afterwards', () => {
      const state = run(tick('WeWatchOfficer'), { type: 'alarm', checked: false });
      expect(state.audibleDesktopAlarm).toBe(false);
      expect(state.escalateBy).toBe(EscalateBy.WeWatchOfficer);
    });
  });

  describe('WeWatch', () => {
    it('together with WeWatchOfficer is the combined WeWatch responsibility (6)', () => {
      const state = run(tick('WeWatchOfficer'), tick('WeWatch'));
      expect(state.checked).toEqual(['WeWatchOfficer', 'WeWatch']);
      expect(responsibilityOf(state.checked)).toBe(Responsibility.WeWatch);
      expect(state.escalateBy).toBe(EscalateBy.WeWatchOfficer);
    });

    it('cannot be chosen without WeWatchOfficer', () => {
      expect(run(tick('WeWatch'))).toEqual(EMPTY_RESPONSIBILITY);
      expect(run(tick('Police'), tick('WeWatch')).checked).toEqual(['Police']);
    });

    it('goes when WeWatchOfficer is unchecked, with the escalation', () => {
      const state = run(tick('WeWatchOfficer'), tick('WeWatch'), tick('WeWatchOfficer', false));
      expect(state.checked).toEqual([]);
      expect(state.escalateBy).toBeNull();
    });

    it('unchecked alone gives back WeWatchOfficer (1)', () => {
      const state = run(tick('WeWatchOfficer'), tick('WeWatch'), tick('WeWatch', false));
      expect(responsibilityOf(state.checked)).toBe(Responsibility.WeWatchOfficer);
    });
  });

  describe.each(['AnotherAgency', 'EmergencyService'] as const)('%s', (box) => {
    it('clears the others and offers phone (1) and email (2), email first', () => {
      const state = run(tick('WeWatchOfficer'), tick('WeWatch'), tick(box));
      expect(state.checked).toEqual([box]);
      expect(escalationChoices(state)).toEqual([EscalateBy.Phone, EscalateBy.Email]);
      expect(state.escalateBy).toBe(EscalateBy.Email);
      expect(responsibilityOf(state.checked)).toBe(Responsibility[box]);
    });

    it('switches between phone and email entry', () => {
      const phone = run(tick(box), { type: 'escalateBy', value: EscalateBy.Phone });
      expect(phone.escalateBy).toBe(EscalateBy.Phone);
      expect(recipientFields(phone)).toEqual({ email: false, phone: true });
      const email = responsibilityReducer(phone, { type: 'escalateBy', value: EscalateBy.Email });
      expect(recipientFields(email)).toEqual({ email: true, phone: false });
      expect(responsibilityReducer(email, { type: 'escalateBy', value: EscalateBy.WeWatchOfficer })).toBe(
        email,
      );
    });

    it('does not tick the alarm', () => {
      expect(run(tick(box)).audibleDesktopAlarm).toBe(false);
    });
  });

  it('AnotherAgency and EmergencyService replace each other', () => {
    const state = run(tick('AnotherAgency'), tick('EmergencyService'));
    expect(state.checked).toEqual(['EmergencyService']);
    expect(responsibilityOf(state.checked)).toBe(Responsibility.EmergencyService);
  });

  describe('Police', () => {
    it('clears the others and offers phone only, escalation 1', () => {
      const state = run(tick('EmergencyService'), tick('Police'));
      expect(state.checked).toEqual(['Police']);
      expect(escalationChoices(state)).toEqual([EscalateBy.Phone]);
      expect(state.escalateBy).toBe(EscalateBy.Phone);
      expect(recipientFields(state)).toEqual({ email: false, phone: true });
      expect(responsibilityReducer(state, { type: 'escalateBy', value: EscalateBy.Email })).toBe(state);
      expect(responsibilityOf(state.checked)).toBe(Responsibility.Police);
    });

    it('unchecked leaves no responsibility and no escalation', () => {
      const state = run(tick('Police'), tick('Police', false));
      expect(state.checked).toEqual([]);
      expect(state.escalateBy).toBeNull();
      expect(recipientFields(state)).toEqual({ email: false, phone: false });
    });
  });

  it('ignores a toggle that changes nothing', () => {
    const state = run(tick('Police'));
    expect(responsibilityReducer(state, tick('Police'))).toBe(state);
    expect(responsibilityReducer(state, tick('AnotherAgency', false))).toBe(state);
  });

  describe('a saved activity', () => {
    it.each([
      [Responsibility.WeWatchOfficer, ['WeWatchOfficer'], EscalateBy.WeWatchOfficer],
      [Responsibility.Controller, ['Controller'], null],
      [Responsibility.AnotherAgency, ['AnotherAgency'], EscalateBy.Email],
      [Responsibility.EmergencyService, ['EmergencyService'], EscalateBy.Email],
      [Responsibility.Police, ['Police'], EscalateBy.Phone],
      [Responsibility.WeWatch, ['WeWatchOfficer', 'WeWatch'], EscalateBy.WeWatchOfficer],
    ] as const)('Responsibility %i shows %j with escalation %j by default', (value, boxes, by) => {
      const state = responsibilityStateOf({ Responsibility: value, EscalateByInt: null });
      expect(state.checked).toEqual(boxes);
      expect(state.escalateBy).toBe(by);
      expect(responsibilityOf(state.checked)).toBe(value);
    });

    it('keeps its escalation and alarm as saved', () => {
      const state = responsibilityStateOf({
        Responsibility: Responsibility.EmergencyService,
        EscalateByInt: EscalateBy.Phone,
        AudibleDesktopAlarm: true,
      });
      expect(state).toEqual({
        checked: ['EmergencyService'],
        escalateBy: EscalateBy.Phone,
        audibleDesktopAlarm: true,
      });
    });

    it('without a responsibility starts empty', () => {
      expect(responsibilityStateOf({ Responsibility: null })).toEqual(EMPTY_RESPONSIBILITY);
    });
  });
});
