export * from './catalogue/build-catalogue.js';
export * from './catalogue/course-plan.js';
export * from './lessons/lesson-files.js';
export * from './questions/bank.js';
export * from './questions/generator.js';
export * from './questions/random.js';
export * from './questions/registry.js';
