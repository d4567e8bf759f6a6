import * as migration_20261122_051019_initial from './20261122_051019_initial';
import * as migration_20261122_060000_search_trigrams from './20261122_060000_search_trigrams';
import * as migration_20261122_060100_registration_order from './20261122_060100_registration_order';
import * as migration_20261122_074812_privacy_consent_two_factor from './20261122_074812_privacy_consent_two_factor';
import * as migration_20261122_114616_cta_banner_image from './20261122_114616_cta_banner_image';
import * as migration_20261123_215548_two_factor_enrolment_link from './20261123_215548_two_factor_enrolment_link';
import * as migration_20261123_220024_announce_route_change from './20261123_220024_announce_route_change';
import * as migration_20261123_222000_contact_details_tokens from './20261123_222000_contact_details_tokens';
import * as migration_20261124_000429_events_as_records from './20261124_000429_events_as_records';
import * as migration_20261124_002347_segments_by_event from './20261124_002347_segments_by_event';
import * as migration_20261124_221945_delivery_status from './20261124_221945_delivery_status';
import * as migration_20261124_222652_staff_invitations from './20261124_222652_staff_invitations';
import * as migration_20261124_223307_scheduled_messages from './20261124_223307_scheduled_messages';
import * as migration_20261125_011222_places_questions_groups from './20261125_011222_places_questions_groups';
import * as migration_20261125_011929_waiting_list_offers from './20261125_011929_waiting_list_offers';
import * as migration_20261125_013223_waiting_sessions from './20261125_013223_waiting_sessions';
import * as migration_20261125_100000_place_counts from './20261125_100000_place_counts';
import * as migration_20261126_203126_webhook_delivery_registration from './20261126_203126_webhook_delivery_registration';
import * as migration_20261126_203750_sensitive_question_audit from './20261126_203750_sensitive_question_audit';
import * as migration_20261126_204304_password_reset_queue from './20261126_204304_password_reset_queue';
import * as migration_20261126_204507_upcoming_events_block from './20261126_204507_upcoming_events_block';
import * as migration_20261126_205353_staff_email_change from './20261126_205353_staff_email_change';
import * as migration_20261126_211228_people from './20261126_211228_people';
import * as migration_20261126_223529_merge_security_and_people from './20261126_223529_merge_security_and_people';
import * as migration_20261126_224055_merge_door_and_pages from './20261126_224055_merge_door_and_pages';
import * as migration_20261126_225652_follow_ups from './20261126_225652_follow_ups';
import * as migration_20261126_230156_people_merges from './20261126_230156_people_merges';
import * as migration_20261126_235638_merge_follow_ups_and_merges from './20261126_235638_merge_follow_ups_and_merges';
import * as migration_20261127_021500_people_key_order from './20261127_021500_people_key_order';
import * as migration_20261127_021701_door_offline_sync from './20261127_021701_door_offline_sync';
import * as migration_20261127_021800_people_duplicate_pairs from './20261127_021800_people_duplicate_pairs';
import * as migration_20261127_022432_event_prices from './20261127_022432_event_prices';
import * as migration_20261127_024527_card_payments from './20261127_024527_card_payments';
import * as migration_20261127_030740_childrens_sessions from './20261127_030740_childrens_sessions';
import * as migration_20261127_035103_merge_payments_people_door from './20261127_035103_merge_payments_people_door';
import * as migration_20261127_055205_kiosk_devices from './20261127_055205_kiosk_devices';
import * as migration_20261127_060132_offline_payments from './20261127_060132_offline_payments';
import * as migration_20261127_060841_refunds_and_policy from './20261127_060841_refunds_and_policy';
import * as migration_20261127_070336_merge_kiosk_offline_refunds from './20261127_070336_merge_kiosk_offline_refunds';
import * as migration_20261127_084345_stripe_keys_in_settings from './20261127_084345_stripe_keys_in_settings';
import * as migration_20261127_084633_deposits from './20261127_084633_deposits';
import * as migration_20261127_093820_merge_stripe_keys_deposits from './20261127_093820_merge_stripe_keys_deposits';
import * as migration_20261129_004002_one_address_per_person from './20261129_004002_one_address_per_person';
import * as migration_20261129_060000_places_checked_last from './20261129_060000_places_checked_last';

export const migrations = [
  {
    up: migration_20261122_051019_initial.up,
    down: migration_20261122_051019_initial.down,
    name: '20261122_051019_initial',
  },
  {
    up: migration_20261122_060000_search_trigrams.up,
    down: migration_20261122_060000_search_trigrams.down,
    name: '20261122_060000_search_trigrams',
  },
  {
    up: migration_20261122_060100_registration_order.up,
    down: migration_20261122_060100_registration_order.down,
    name: '20261122_060100_registration_order',
  },
  {
    up: migration_20261122_074812_privacy_consent_two_factor.up,
    down: migration_20261122_074812_privacy_consent_two_factor.down,
    name: '20261122_074812_privacy_consent_two_factor',
  },
  {
    up: migration_20261122_114616_cta_banner_image.up,
    down: migration_20261122_114616_cta_banner_image.down,
    name: '20261122_114616_cta_banner_image',
  },
  {
    up: migration_20261123_215548_two_factor_enrolment_link.up,
    down: migration_20261123_215548_two_factor_enrolment_link.down,
    name: '20261123_215548_two_factor_enrolment_link',
  },
  {
    up: migration_20261123_220024_announce_route_change.up,
    down: migration_20261123_220024_announce_route_change.down,
    name: '20261123_220024_announce_route_change',
  },
  {
    up: migration_20261123_222000_contact_details_tokens.up,
    down: migration_20261123_222000_contact_details_tokens.down,
    name: '20261123_222000_contact_details_tokens',
  },
  {
    up: migration_20261124_000429_events_as_records.up,
    down: migration_20261124_000429_events_as_records.down,
    name: '20261124_000429_events_as_records',
  },
  {
    up: migration_20261124_002347_segments_by_event.up,
    down: migration_20261124_002347_segments_by_event.down,
    name: '20261124_002347_segments_by_event',
  },
  {
    up: migration_20261124_221945_delivery_status.up,
    down: migration_20261124_221945_delivery_status.down,
    name: '20261124_221945_delivery_status',
  },
  {
    up: migration_20261124_222652_staff_invitations.up,
    down: migration_20261124_222652_staff_invitations.down,
    name: '20261124_222652_staff_invitations',
  },
  {
    up: migration_20261124_223307_scheduled_messages.up,
    down: migration_20261124_223307_scheduled_messages.down,
    name: '20261124_223307_scheduled_messages',
  },
  {
    up: migration_20261125_011222_places_questions_groups.up,
    down: migration_20261125_011222_places_questions_groups.down,
    name: '20261125_011222_places_questions_groups',
  },
  {
    up: migration_20261125_011929_waiting_list_offers.up,
    down: migration_20261125_011929_waiting_list_offers.down,
    name: '20261125_011929_waiting_list_offers',
  },
  {
    up: migration_20261125_013223_waiting_sessions.up,
    down: migration_20261125_013223_waiting_sessions.down,
    name: '20261125_013223_waiting_sessions',
  },
  {
    up: migration_20261125_100000_place_counts.up,
    down: migration_20261125_100000_place_counts.down,
    name: '20261125_100000_place_counts',
  },
  {
    up: migration_20261126_203126_webhook_delivery_registration.up,
    down: migration_20261126_203126_webhook_delivery_registration.down,
    name: '20261126_203126_webhook_delivery_registration',
  },
  {
    up: migration_20261126_203750_sensitive_question_audit.up,
    down: migration_20261126_203750_sensitive_question_audit.down,
    name: '20261126_203750_sensitive_question_audit',
  },
  {
    up: migration_20261126_204304_password_reset_queue.up,
    down: migration_20261126_204304_password_reset_queue.down,
    name: '20261126_204304_password_reset_queue',
  },
  {
    up: migration_20261126_204507_upcoming_events_block.up,
    down: migration_20261126_204507_upcoming_events_block.down,
    name: '20261126_204507_upcoming_events_block',
  },
  {
    up: migration_20261126_205353_staff_email_change.up,
    down: migration_20261126_205353_staff_email_change.down,
    name: '20261126_205353_staff_email_change',
  },
  {
    up: migration_20261126_211228_people.up,
    down: migration_20261126_211228_people.down,
    name: '20261126_211228_people',
  },
  {
    up: migration_20261126_223529_merge_security_and_people.up,
    down: migration_20261126_223529_merge_security_and_people.down,
    name: '20261126_223529_merge_security_and_people',
  },
  {
    up: migration_20261126_224055_merge_door_and_pages.up,
    down: migration_20261126_224055_merge_door_and_pages.down,
    name: '20261126_224055_merge_door_and_pages',
  },
  {
    up: migration_20261126_225652_follow_ups.up,
    down: migration_20261126_225652_follow_ups.down,
    name: '20261126_225652_follow_ups',
  },
  {
    up: migration_20261126_230156_people_merges.up,
    down: migration_20261126_230156_people_merges.down,
    name: '20261126_230156_people_merges',
  },
  {
    up: migration_20261126_235638_merge_follow_ups_and_merges.up,
    down: migration_20261126_235638_merge_follow_ups_and_merges.down,
    name: '20261126_235638_merge_follow_ups_and_merges',
  },
  {
    up: migration_20261127_021500_people_key_order.up,
    down: migration_20261127_021500_people_key_order.down,
    name: '20261127_021500_people_key_order',
  },
  {
    up: migration_20261127_021701_door_offline_sync.up,
    down: migration_20261127_021701_door_offline_sync.down,
    name: '20261127_021701_door_offline_sync',
  },
  {
    up: migration_20261127_021800_people_duplicate_pairs.up,
    down: migration_20261127_021800_people_duplicate_pairs.down,
    name: '20261127_021800_people_duplicate_pairs',
  },
  {
    up: migration_20261127_022432_event_prices.up,
    down: migration_20261127_022432_event_prices.down,
    name: '20261127_022432_event_prices',
  },
  {
    up: migration_20261127_024527_card_payments.up,
    down: migration_20261127_024527_card_payments.down,
    name: '20261127_024527_card_payments',
  },
  {
    up: migration_20261127_030740_childrens_sessions.up,
    down: migration_20261127_030740_childrens_sessions.down,
    name: '20261127_030740_childrens_sessions',
  },
  {
    up: migration_20261127_035103_merge_payments_people_door.up,
    down: migration_20261127_035103_merge_payments_people_door.down,
    name: '20261127_035103_merge_payments_people_door',
  },
  {
    up: migration_20261127_055205_kiosk_devices.up,
    down: migration_20261127_055205_kiosk_devices.down,
    name: '20261127_055205_kiosk_devices',
  },
  {
    up: migration_20261127_060132_offline_payments.up,
    down: migration_20261127_060132_offline_payments.down,
    name: '20261127_060132_offline_payments',
  },
  {
    up: migration_20261127_060841_refunds_and_policy.up,
    down: migration_20261127_060841_refunds_and_policy.down,
    name: '20261127_060841_refunds_and_policy',
  },
  {
    up: migration_20261127_070336_merge_kiosk_offline_refunds.up,
    down: migration_20261127_070336_merge_kiosk_offline_refunds.down,
    name: '20261127_070336_merge_kiosk_offline_refunds',
  },
  {
    up: migration_20261127_084345_stripe_keys_in_settings.up,
    down: migration_20261127_084345_stripe_keys_in_settings.down,
    name: '20261127_084345_stripe_keys_in_settings',
  },
  {
    up: migration_20261127_084633_deposits.up,
    down: migration_20261127_084633_deposits.down,
    name: '20261127_084633_deposits',
  },
  {
    up: migration_20261127_093820_merge_stripe_keys_deposits.up,
    down: migration_20261127_093820_merge_stripe_keys_deposits.down,
    name: '20261127_093820_merge_stripe_keys_deposits',
  },
  {
    up: migration_20261129_004002_one_address_per_person.up,
    down: migration_20261129_004002_one_address_per_person.down,
    name: '20261129_004002_one_address_per_person'
  },
  {
    up: migration_20261129_060000_places_checked_last.up,
    down: migration_20261129_060000_places_checked_last.down,
    name: '20261129_060000_places_checked_last',
  },
];
