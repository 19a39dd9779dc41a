import { CONTEST_DIVISIONS, type ContestDivisionChoice } from '@preparena/shared';

type Translate = (key: string, options?: Record<string, unknown>) => string;

const bounds = (key: 'div1' | 'div2' | 'div3') => {
  const division = CONTEST_DIVISIONS.find((d) => d.key === key);
  return { min: division?.min, below: division?.below };
};

/** A division choice as people read it: "Open to all", "Div 2: below 1900", "Div 1 + Div 2, rated apart". */
export function divisionLabel(t: Translate, division: ContestDivisionChoice | string): string {
  switch (division) {
    case 'open':
      return t('divisions.open');
    case 'div1':
    case 'div2':
    case 'div3':
      return t(`divisions.${division}`, bounds(division));
    case 'div1+div2':
      return t('divisions.combined');
    default:
      return division;
  }
}

/** The short name of a division ("Div 2"); "Open" for everyone together. */
export function divisionShortLabel(t: Translate, division: string): string {
  if (division === 'open') return t('divisions.short.open');
  const n = /^div(\d)$/.exec(division)?.[1];
  return n
    ? t('divisions.short.div', { n })
    : division === 'div1+div2'
      ? t('divisions.short.combined')
      : division;
}
