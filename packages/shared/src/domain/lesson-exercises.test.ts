import { describe, expect, it } from 'vitest';
import { splitLessonExercises } from './lesson-exercises.js';

const LESSON = `## Common traps

- Adding percentages.

## Try it

Prices in a shop:

| item | price |
| --- | --- |
| pen | 20 |

**1.** A price rises by 20% and then falls by 20%. What is the net change?

> **Answer:** a 4% fall: $1.2 \\times 0.8 = 0.96$.

**2.** What is 15% of 240?
Give the value only.

> **Answer:** 36.
>
> $0.15 \\times 240 = 36$.

## Practise

[Practise Percentages questions](/practice?topic=percentages)`;

describe('a lesson with "Try it" exercises', () => {
  it('splits into the lesson before, the exercises with their answers, and what follows', () => {
    const { before, intro, exercises, after } = splitLessonExercises(LESSON);
    expect(before).toBe('## Common traps\n\n- Adding percentages.');
    expect(intro).toBe('Prices in a shop:\n\n| item | price |\n| --- | --- |\n| pen | 20 |');
    expect(after).toBe('## Practise\n\n[Practise Percentages questions](/practice?topic=percentages)');
    expect(exercises).toEqual([
      {
        number: 1,
        question: 'A price rises by 20% and then falls by 20%. What is the net change?',
        answer: 'a 4% fall: $1.2 \\times 0.8 = 0.96$.',
      },
      {
        number: 2,
        question: 'What is 15% of 240?\nGive the value only.',
        answer: '36.\n\n$0.15 \\times 240 = 36$.',
      },
    ]);
  });

  it('reads the Hindi heading and answer label', () => {
    const { exercises } = splitLessonExercises(
      '## स्वयं हल करें\n\n**1.** 240 का 15% कितना है?\n\n> **उत्तर:** 36।',
    );
    expect(exercises).toEqual([{ number: 1, question: '240 का 15% कितना है?', answer: '36।' }]);
  });

  it('leaves a lesson without the section whole', () => {
    expect(splitLessonExercises('## The idea\n\nText.')).toEqual({
      before: '## The idea\n\nText.',
      intro: '',
      exercises: [],
      after: '',
    });
  });
});
