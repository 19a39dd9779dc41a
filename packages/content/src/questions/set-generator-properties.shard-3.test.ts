import { shardOf } from './generator-property-suite.js';
import { describeSetGeneratorProperties, SET_GENERATOR_SHARDS } from './set-generator-property-suite.js';
import { SET_GENERATORS } from './set-registry.js';

describeSetGeneratorProperties(shardOf(SET_GENERATORS, 3, SET_GENERATOR_SHARDS));
