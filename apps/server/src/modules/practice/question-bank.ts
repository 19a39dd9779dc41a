import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import {
  authoredBank,
  type GeneratedQuestionRow,
  type GeneratedSetRow,
  generatedBank,
  generatedSetBank,
} from '@preparena/content';

/**
 * The whole bank as rows to store: generated and authored single questions, and question sets with
 * their questions. Generating it takes tens of seconds (thousands of seeded questions with figures),
 * so the build writes it once next to the bundled server (`question-bank.json`) and a start only
 * reads it; without that file (tests, development from sources) it is generated here.
 */
export interface QuestionBank {
  singles: GeneratedQuestionRow[];
  sets: GeneratedSetRow[];
}

const BANK_FILE = new URL('./question-bank.json', import.meta.url);
const MANIFEST_FILE = new URL('./question-bank.manifest.json', import.meta.url);

/** How many stored rows each source id of the built bank has: questions, and sets. */
export interface QuestionBankManifest {
  questions: Record<string, number>;
  sets: Record<string, number>;
}

function manifestOf(bank: QuestionBank): QuestionBankManifest {
  const questions: Record<string, number> = {};
  const sets: Record<string, number> = {};
  const count = (into: Record<string, number>, id: string) => {
    into[id] = (into[id] ?? 0) + 1;
  };
  for (const q of bank.singles) count(questions, q.source.generator);
  for (const s of bank.sets) {
    count(sets, s.source.generator);
    for (const q of s.questions) count(questions, q.source.generator);
  }
  return { questions, sets };
}

export function generateQuestionBank(
  skip: {
    singles?: (generatorId: string, count: number) => boolean;
    sets?: (generatorId: string, count: number) => boolean;
  } = {},
): QuestionBank {
  const authored = authoredBank();
  return {
    singles: [...generatedBank({ skip: skip.singles }), ...authored.questions],
    sets: [...generatedSetBank({ skip: skip.sets }), ...authored.sets],
  };
}

/** The bank the build wrote beside the bundle, if there is one. */
export function readBuiltQuestionBank(): QuestionBank | undefined {
  if (BANK_FILE.protocol !== 'file:' || !existsSync(BANK_FILE)) return undefined;
  return JSON.parse(readFileSync(BANK_FILE, 'utf8')) as QuestionBank;
}

/**
 * What the built bank holds, per source id (a small file written with the bank): a start whose
 * database already has all of it need not read and parse the bank itself.
 */
export function readBuiltManifest(): QuestionBankManifest | undefined {
  if (MANIFEST_FILE.protocol !== 'file:' || !existsSync(MANIFEST_FILE)) return undefined;
  return JSON.parse(readFileSync(MANIFEST_FILE, 'utf8')) as QuestionBankManifest;
}

/** Writes the bank beside the bundle (run by the build: `node apps/server/dist/write-question-bank.js`). */
export function writeBuiltQuestionBank(): { singles: number; sets: number } {
  const bank = generateQuestionBank();
  writeFileSync(BANK_FILE, JSON.stringify(bank));
  writeFileSync(MANIFEST_FILE, JSON.stringify(manifestOf(bank)));
  return { singles: bank.singles.length, sets: bank.sets.length };
}
