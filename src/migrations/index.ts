import * as migration_20261122_051019_initial from './20261122_051019_initial';

export const migrations = [
  {
    up: migration_20261122_051019_initial.up,
    down: migration_20261122_051019_initial.down,
    name: '20261122_051019_initial'
  },
];
