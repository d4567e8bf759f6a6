import * as migration_20261122_013944_initial from './20261122_013944_initial';

export const migrations = [
  {
    up: migration_20261122_013944_initial.up,
    down: migration_20261122_013944_initial.down,
    name: '20261122_013944_initial'
  },
];
