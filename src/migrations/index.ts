import * as migration_20261122_042712_initial from './20261122_042712_initial';

export const migrations = [
  {
    up: migration_20261122_042712_initial.up,
    down: migration_20261122_042712_initial.down,
    name: '20261122_042712_initial'
  },
];
