// Build step: writes the question bank beside the bundled server, so a start only reads it.
import { writeBuiltQuestionBank } from './question-bank.js';

const { singles, sets } = writeBuiltQuestionBank();
console.log(`${singles} questions and ${sets} sets`);
