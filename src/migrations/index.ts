import * as migration_20261122_025946_initial from './20261122_025946_initial';

export const migrations = [
  {
    up: migration_20261122_025946_initial.up,
    down: migration_20261122_025946_initial.down,
    name: '20261122_025946_initial'
  },
];
