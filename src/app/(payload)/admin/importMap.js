import { BlockRowLabel as BlockRowLabel_83ec19f13d4500f003f9292cea5ca65c } from '../../../../src/admin/components/BlockRowLabel.tsx'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SessionRowLabel as SessionRowLabel_5978cdce462a9de49da0bde36e0269fc } from '../../../../src/admin/components/SessionRowLabel.tsx'
import { QuestionRowLabel as QuestionRowLabel_87bafac2d203d853053536e0382063f4 } from '../../../../src/admin/components/QuestionRowLabel.tsx'
import { DuplicateEventButton as DuplicateEventButton_70662d4de608a3c804d92d9c59f007e6 } from '../../../../src/admin/components/DuplicateEventButton.tsx'
import { RegistrationAnswersField as RegistrationAnswersField_327e3599e6c8ec666bd42ab2ee28a74f } from '../../../../src/admin/components/RegistrationAnswersField.tsx'
import { RegistrationMessagesField as RegistrationMessagesField_c0cc1ba6ca07a7ea912adc1b7f28de6a } from '../../../../src/admin/components/RegistrationMessagesField.tsx'
import { WaitingEntryField as WaitingEntryField_2c77b043dcda767ffb8dac1e97018cac } from '../../../../src/admin/components/WaitingEntryField.tsx'
import { ScheduledMessageStatus as ScheduledMessageStatus_499dce62bd94d61cd9813683920638da } from '../../../../src/admin/components/ScheduledMessageStatus.tsx'
import { CurrentPasswordField as CurrentPasswordField_65b392275727eb385ed11e2b7e42c30d } from '../../../../src/admin/components/CurrentPasswordField.tsx'
import { SecondFactorField as SecondFactorField_0c780b1b96c6d387948489cbbc1a8c5f } from '../../../../src/admin/components/SecondFactorField.tsx'
import { InvitationField as InvitationField_b367f270a8a431990a18166ad625c130 } from '../../../../src/admin/components/InvitationField.tsx'
import { SignOutButton as SignOutButton_13e8df8f8bf1dd37ee26825ec3a7c36f } from '../../../../src/admin/components/SignOutButton.tsx'
import { StaffIdentity as StaffIdentity_6c64f9ec246947a2e093f4825db05333 } from '../../../../src/admin/components/StaffNav.tsx'
import { StaffNav as StaffNav_6c64f9ec246947a2e093f4825db05333 } from '../../../../src/admin/components/StaffNav.tsx'
import { Overview as Overview_9b9849ea634103f57b14ad33f0ff7037 } from '../../../../src/admin/views/Overview/index.tsx'
import { RegistrationsView as RegistrationsView_374173a2ebcb2ef9747d39daeac2cb59 } from '../../../../src/admin/views/Registrations/index.tsx'
import { CheckinView as CheckinView_08c51f91d523122f93fbca80fe79daec } from '../../../../src/admin/views/Checkin/index.tsx'
import { MessagingView as MessagingView_143849ba35977f8868c765f94f846e28 } from '../../../../src/admin/views/Messaging/index.tsx'
import { SegmentsView as SegmentsView_48159b319d83b38b5cbb438f05721dd9 } from '../../../../src/admin/views/Segments/index.tsx'
import { SettingsView as SettingsView_f4559414cc574b333a07c84029228086 } from '../../../../src/admin/views/Settings/index.tsx'
import { PrivacyView as PrivacyView_64614bc22adeb199f33cedbf78d890a8 } from '../../../../src/admin/views/Privacy/index.tsx'
import { TwoFactorView as TwoFactorView_c88499bee4d2344fced0a91c684c9f86 } from '../../../../src/admin/views/TwoFactor/index.tsx'
import { AcceptInvitationView as AcceptInvitationView_79a56d1baf62f7b798c4070550eeb865 } from '../../../../src/admin/views/AcceptInvitation/index.tsx'
import { AccessDenied as AccessDenied_86dc519ee982501e3266e1d4a9339fec } from '../../../../src/admin/views/AccessDenied/index.tsx'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/src/admin/components/BlockRowLabel.tsx#BlockRowLabel": BlockRowLabel_83ec19f13d4500f003f9292cea5ca65c,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/src/admin/components/SessionRowLabel.tsx#SessionRowLabel": SessionRowLabel_5978cdce462a9de49da0bde36e0269fc,
  "/src/admin/components/QuestionRowLabel.tsx#QuestionRowLabel": QuestionRowLabel_87bafac2d203d853053536e0382063f4,
  "/src/admin/components/DuplicateEventButton.tsx#DuplicateEventButton": DuplicateEventButton_70662d4de608a3c804d92d9c59f007e6,
  "/src/admin/components/RegistrationAnswersField.tsx#RegistrationAnswersField": RegistrationAnswersField_327e3599e6c8ec666bd42ab2ee28a74f,
  "/src/admin/components/RegistrationMessagesField.tsx#RegistrationMessagesField": RegistrationMessagesField_c0cc1ba6ca07a7ea912adc1b7f28de6a,
  "/src/admin/components/WaitingEntryField.tsx#WaitingEntryField": WaitingEntryField_2c77b043dcda767ffb8dac1e97018cac,
  "/src/admin/components/ScheduledMessageStatus.tsx#ScheduledMessageStatus": ScheduledMessageStatus_499dce62bd94d61cd9813683920638da,
  "/src/admin/components/CurrentPasswordField.tsx#CurrentPasswordField": CurrentPasswordField_65b392275727eb385ed11e2b7e42c30d,
  "/src/admin/components/SecondFactorField.tsx#SecondFactorField": SecondFactorField_0c780b1b96c6d387948489cbbc1a8c5f,
  "/src/admin/components/InvitationField.tsx#InvitationField": InvitationField_b367f270a8a431990a18166ad625c130,
  "/src/admin/components/SignOutButton.tsx#SignOutButton": SignOutButton_13e8df8f8bf1dd37ee26825ec3a7c36f,
  "/src/admin/components/StaffNav.tsx#StaffIdentity": StaffIdentity_6c64f9ec246947a2e093f4825db05333,
  "/src/admin/components/StaffNav.tsx#StaffNav": StaffNav_6c64f9ec246947a2e093f4825db05333,
  "/src/admin/views/Overview/index.tsx#Overview": Overview_9b9849ea634103f57b14ad33f0ff7037,
  "/src/admin/views/Registrations/index.tsx#RegistrationsView": RegistrationsView_374173a2ebcb2ef9747d39daeac2cb59,
  "/src/admin/views/Checkin/index.tsx#CheckinView": CheckinView_08c51f91d523122f93fbca80fe79daec,
  "/src/admin/views/Messaging/index.tsx#MessagingView": MessagingView_143849ba35977f8868c765f94f846e28,
  "/src/admin/views/Segments/index.tsx#SegmentsView": SegmentsView_48159b319d83b38b5cbb438f05721dd9,
  "/src/admin/views/Settings/index.tsx#SettingsView": SettingsView_f4559414cc574b333a07c84029228086,
  "/src/admin/views/Privacy/index.tsx#PrivacyView": PrivacyView_64614bc22adeb199f33cedbf78d890a8,
  "/src/admin/views/TwoFactor/index.tsx#TwoFactorView": TwoFactorView_c88499bee4d2344fced0a91c684c9f86,
  "/src/admin/views/AcceptInvitation/index.tsx#AcceptInvitationView": AcceptInvitationView_79a56d1baf62f7b798c4070550eeb865,
  "/src/admin/views/AccessDenied/index.tsx#AccessDenied": AccessDenied_86dc519ee982501e3266e1d4a9339fec,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
