import { describeGeneratorProperties, GENERATOR_SHARDS, shardOf } from './generator-property-suite.js';
import { GENERATORS } from './registry.js';

describeGeneratorProperties(shardOf(GENERATORS, 4, GENERATOR_SHARDS));
