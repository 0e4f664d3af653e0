/**
 * The offline advisor's dataset version. Bump it whenever a figure, source, lesson or template section changes, so
 * cached answers and bug reports say which data they came from (docs/decisions/010-offline-advisor-dataset.md).
 */
export const DATASET_VERSION = '2026.11.1';
