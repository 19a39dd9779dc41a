import { practiceRatingUpdate } from '@preparena/shared';
import { useTranslation } from 'react-i18next';

const EXAMPLE = {
  userRating: 1250,
  attempted: 15,
  solved: 12,
  questionRating: 1400,
  questionFirstAttempts: 40,
  questionCorrectFirstAttempts: 18,
  logExpectedSeconds: Math.log(90),
  singleChoiceOptions: 4,
  firstAttempt: true,
  settled: false,
};

/** A worked example of the Practice rating, computed by the same function the server uses. */
export function PracticeExample() {
  const { t } = useTranslation();
  const cases = [
    { key: 'fast', correct: true, seconds: 60 },
    { key: 'slow', correct: true, seconds: 180 },
    { key: 'wrong', correct: false, seconds: 60 },
  ] as const;
  const rows = cases.map((c) => ({
    ...c,
    result: practiceRatingUpdate({ ...EXAMPLE, correct: c.correct, seconds: c.seconds }),
  }));
  const expected = rows[0]?.result.expected ?? 0;
  const sign = (n: number) => (n >= 0 ? `+${n.toFixed(1)}` : n.toFixed(1));
  return (
    <section className="mt-10" aria-labelledby="example-heading">
      <h2 id="example-heading" className="text-2xl font-semibold">
        {t('ratings.exampleHeading')}
      </h2>
      <p className="mt-3 text-base-content/80">
        {t('ratings.exampleSetup', {
          user: EXAMPLE.userRating,
          question: EXAMPLE.questionRating,
          seconds: 90,
        })}
      </p>
      <p className="mt-3 text-base-content/80" data-testid="example-expected">
        {t('ratings.exampleExpected', { percent: (expected * 100).toFixed(1), k: rows[0]?.result.k })}
      </p>
      <div className="mt-4 overflow-x-auto rounded-box border border-base-300">
        <table className="table">
          <thead>
            <tr>
              <th scope="col">{t('ratings.exampleAttempt')}</th>
              <th scope="col">{t('ratings.exampleScore')}</th>
              <th scope="col">{t('ratings.exampleChange')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <td>{t(`ratings.exampleCases.${row.key}`)}</td>
                <td className="font-mono">{row.result.score.toFixed(2)}</td>
                <td className="font-mono" data-testid={`example-${row.key}`}>
                  {sign(row.result.userDelta)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-3 text-sm text-base-content/70">{t('ratings.exampleNote')}</p>
    </section>
  );
}
