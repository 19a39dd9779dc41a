import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { divisionLabel, divisionShortLabel } from './division-label';

const t = i18n.getFixedT('en');
const hi = i18n.getFixedT('hi');

describe('division labels', () => {
  it('names every choice with its rating bounds', () => {
    expect(divisionLabel(t, 'open')).toBe('Open to all');
    expect(divisionLabel(t, 'div1')).toBe('Div 1: 1900 and above');
    expect(divisionLabel(t, 'div2')).toBe('Div 2: below 1900');
    expect(divisionLabel(t, 'div3')).toBe('Div 3: below 1600');
    expect(divisionLabel(t, 'div1+div2')).toBe('Div 1 + Div 2, rated apart');
  });

  it('has Hindi labels and short names', () => {
    expect(divisionLabel(hi, 'div2')).toBe('डिव 2: 1900 से कम');
    expect(divisionShortLabel(t, 'div3')).toBe('Div 3');
    expect(divisionShortLabel(t, 'open')).toBe('Open');
  });

  it('shows an unknown division as it came', () => {
    expect(divisionLabel(t, 'weekend')).toBe('weekend');
  });
});
