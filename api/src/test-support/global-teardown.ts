// Jest's globalTeardown of the API's tests: drops this run's template database (see seeded-template.ts).
import { dropSeededTemplate } from './seeded-template';

export default dropSeededTemplate;
