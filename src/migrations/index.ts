import * as migration_20261122_024050_initial from './20261122_024050_initial';

export const migrations = [
  {
    up: migration_20261122_024050_initial.up,
    down: migration_20261122_024050_initial.down,
    name: '20261122_024050_initial'
  },
];
