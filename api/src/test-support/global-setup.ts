// Jest's globalSetup of the API's tests: this run's migrated and seeded template database (see seeded-template.ts).
import { makeSeededTemplate } from './seeded-template';

export default makeSeededTemplate;
