import { BlockRowLabel as BlockRowLabel_688dbda9bdc8ee707870ca4bc730e678 } from '../../../../src/public-pages/admin/BlockRowLabel.tsx'
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
import { StaffDateField as StaffDateField_49cecf0f6cde58876445224f6e9c1db3 } from '../../../../src/ui/admin/StaffDateField.tsx'
import { SessionRowLabel as SessionRowLabel_a8e8d1e680ff9386c0af7e58ec49dd93 } from '../../../../src/events/admin/SessionRowLabel.tsx'
import { SessionRepeater as SessionRepeater_0dc752b51c088b951a4b4edff56b8dcb } from '../../../../src/events/admin/SessionRepeater.tsx'
import { QuestionRowLabel as QuestionRowLabel_d764b25a7e5416369246b7ac3d48e308 } from '../../../../src/events/admin/QuestionRowLabel.tsx'
import { DuplicateEventButton as DuplicateEventButton_8876b4da9b1ed5def03c96a0d0d8460e } from '../../../../src/events/admin/DuplicateEventButton.tsx'
import { RegistrationAnswersField as RegistrationAnswersField_eb6b667329f91f0683beddffe2ca54f5 } from '../../../../src/registrations/admin/RegistrationAnswersField.tsx'
import { RegistrationMessagesField as RegistrationMessagesField_22a23f169229912bb1b112b663615962 } from '../../../../src/messaging/admin/RegistrationMessagesField.tsx'
import { RegistrationPaymentsField as RegistrationPaymentsField_8b8f2ff1da3e1c19bdc5e3ffed05431f } from '../../../../src/payments/admin/RegistrationPaymentsField.tsx'
import { MarkPaidField as MarkPaidField_6831f1eb48358c0a553a8fedc5e5545b } from '../../../../src/payments/admin/MarkPaidField.tsx'
import { SessionTitleCell as SessionTitleCell_0d504296a9d85a30dadd8e92bbed873c } from '../../../../src/events/admin/SessionTitleCell.tsx'
import { WaitingEntryField as WaitingEntryField_d03661f4399ddcbf9dcb947a4603f796 } from '../../../../src/places/admin/WaitingEntryField.tsx'
import { YesNoCell as YesNoCell_d0bf8086bd628a4e257578f4d471cd67 } from '../../../../src/ui/admin/YesNoCell.tsx'
import { SessionPicker as SessionPicker_7601e01b7aac472cd4649a2de2de3d4b } from '../../../../src/messaging/admin/SessionPicker.tsx'
import { ScheduledMessageStatus as ScheduledMessageStatus_81392b72fe6cc4318b7ba9fac376c6bd } from '../../../../src/messaging/admin/ScheduledMessageStatus.tsx'
import { DeliveryCountsCell as DeliveryCountsCell_f1443cfb6fe1bf01957a31bdf993db28 } from '../../../../src/messaging/admin/DeliveryCountsCell.tsx'
import { KioskDeviceActions as KioskDeviceActions_f3aa24d0c3d4c3f6946bfe7948441b40 } from '../../../../src/checkins/admin/KioskDevices/KioskDeviceActions.tsx'
import { CurrentPasswordField as CurrentPasswordField_6e79cd2bc4863ec02a26e5990564e34d } from '../../../../src/staff/admin/CurrentPasswordField.tsx'
import { SecondFactorField as SecondFactorField_c3394bc9a3717a8953bc1e87fdc0e928 } from '../../../../src/staff/admin/SecondFactorField.tsx'
import { InvitationField as InvitationField_e4a5e41d377bebfbf2bed71e5f4a34d2 } from '../../../../src/staff/admin/InvitationField.tsx'
import { FeaturedEventField as FeaturedEventField_ca8d9d37a7d8dce95099f12e0666fd23 } from '../../../../src/events/admin/FeaturedEventField.tsx'
import { SignOutButton as SignOutButton_11fb4b3e02e05eb775547f510c9c374c } from '../../../../src/staff/admin/SignOutButton.tsx'
import { StaffIdentity as StaffIdentity_cecb01e60f9f4d4ffb06d6477266e4d5 } from '../../../../src/staff/admin/StaffNav.tsx'
import { StaffNav as StaffNav_cecb01e60f9f4d4ffb06d6477266e4d5 } from '../../../../src/staff/admin/StaffNav.tsx'
import { HydrationMark as HydrationMark_379b411612d95a64ff3eb0512a5d7a2e } from '../../../../src/ui/admin/HydrationMark.tsx'
import { Overview as Overview_82cf3e1ade7e396a485f99ce35daf72a } from '../../../../src/overview/admin/Overview/index.tsx'
import { RegistrationsView as RegistrationsView_7bb7c652f46ee6ca8eb7dbbba37c59d8 } from '../../../../src/registrations/admin/Registrations/index.tsx'
import { CheckinView as CheckinView_8242ab86f4e173b1edd1dec84faca7c8 } from '../../../../src/checkins/admin/Checkin/index.tsx'
import { KioskView as KioskView_f103ae866ca7cd89badd0b8dce77e520 } from '../../../../src/checkins/admin/Kiosk/index.tsx'
import { MyFollowUpsView as MyFollowUpsView_06e6674780f53a2b37aadf7ceca1e28d } from '../../../../src/follow-ups/admin/MyFollowUps/index.tsx'
import { ReportsView as ReportsView_3f1af24c1b445eeb6181aaeb542fc121 } from '../../../../src/overview/admin/Reports/index.tsx'
import { MessagingView as MessagingView_123d3c47a26f9245d5a1f42da11c4bad } from '../../../../src/messaging/admin/Messaging/index.tsx'
import { SegmentsView as SegmentsView_f02ce3d2341513dd9dbd08ae4db903a9 } from '../../../../src/messaging/admin/Segments/index.tsx'
import { SettingsView as SettingsView_999644bbaf2e1b36233ffdebe25630d1 } from '../../../../src/settings/admin/Settings/index.tsx'
import { PrivacyView as PrivacyView_cdfdc4d16be177f549679b6aa7225b63 } from '../../../../src/privacy/admin/Privacy/index.tsx'
import { DuplicatesView as DuplicatesView_496dfd0cfb7a5812b9105916bc6a8919 } from '../../../../src/people/admin/Duplicates/index.tsx'
import { ComparePeopleView as ComparePeopleView_4a350c48ffa632ebe649e780ccc3e9ee } from '../../../../src/people/admin/ComparePeople/index.tsx'
import { PersonView as PersonView_3eb21445f832241f73ce4c35f79e58c4 } from '../../../../src/people/admin/Person/index.tsx'
import { TwoFactorView as TwoFactorView_41f7a3c1ae826d873eebae133b593ec4 } from '../../../../src/staff/admin/TwoFactor/index.tsx'
import { AcceptInvitationView as AcceptInvitationView_985022c1fa58219b623deac3309c3865 } from '../../../../src/staff/admin/AcceptInvitation/index.tsx'
import { ConfirmEmailView as ConfirmEmailView_ccfc921deba04f30d51a8e8e44340381 } from '../../../../src/staff/admin/ConfirmEmail/index.tsx'
import { AccessDenied as AccessDenied_02ead6166cd6d401e1eaf4e6ba57247a } from '../../../../src/staff/admin/AccessDenied/index.tsx'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/src/public-pages/admin/BlockRowLabel.tsx#BlockRowLabel": BlockRowLabel_688dbda9bdc8ee707870ca4bc730e678,
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
  "/src/ui/admin/StaffDateField.tsx#StaffDateField": StaffDateField_49cecf0f6cde58876445224f6e9c1db3,
  "/src/events/admin/SessionRowLabel.tsx#SessionRowLabel": SessionRowLabel_a8e8d1e680ff9386c0af7e58ec49dd93,
  "/src/events/admin/SessionRepeater.tsx#SessionRepeater": SessionRepeater_0dc752b51c088b951a4b4edff56b8dcb,
  "/src/events/admin/QuestionRowLabel.tsx#QuestionRowLabel": QuestionRowLabel_d764b25a7e5416369246b7ac3d48e308,
  "/src/events/admin/DuplicateEventButton.tsx#DuplicateEventButton": DuplicateEventButton_8876b4da9b1ed5def03c96a0d0d8460e,
  "/src/registrations/admin/RegistrationAnswersField.tsx#RegistrationAnswersField": RegistrationAnswersField_eb6b667329f91f0683beddffe2ca54f5,
  "/src/messaging/admin/RegistrationMessagesField.tsx#RegistrationMessagesField": RegistrationMessagesField_22a23f169229912bb1b112b663615962,
  "/src/payments/admin/RegistrationPaymentsField.tsx#RegistrationPaymentsField": RegistrationPaymentsField_8b8f2ff1da3e1c19bdc5e3ffed05431f,
  "/src/payments/admin/MarkPaidField.tsx#MarkPaidField": MarkPaidField_6831f1eb48358c0a553a8fedc5e5545b,
  "/src/events/admin/SessionTitleCell.tsx#SessionTitleCell": SessionTitleCell_0d504296a9d85a30dadd8e92bbed873c,
  "/src/places/admin/WaitingEntryField.tsx#WaitingEntryField": WaitingEntryField_d03661f4399ddcbf9dcb947a4603f796,
  "/src/ui/admin/YesNoCell.tsx#YesNoCell": YesNoCell_d0bf8086bd628a4e257578f4d471cd67,
  "/src/messaging/admin/SessionPicker.tsx#SessionPicker": SessionPicker_7601e01b7aac472cd4649a2de2de3d4b,
  "/src/messaging/admin/ScheduledMessageStatus.tsx#ScheduledMessageStatus": ScheduledMessageStatus_81392b72fe6cc4318b7ba9fac376c6bd,
  "/src/messaging/admin/DeliveryCountsCell.tsx#DeliveryCountsCell": DeliveryCountsCell_f1443cfb6fe1bf01957a31bdf993db28,
  "/src/checkins/admin/KioskDevices/KioskDeviceActions.tsx#KioskDeviceActions": KioskDeviceActions_f3aa24d0c3d4c3f6946bfe7948441b40,
  "/src/staff/admin/CurrentPasswordField.tsx#CurrentPasswordField": CurrentPasswordField_6e79cd2bc4863ec02a26e5990564e34d,
  "/src/staff/admin/SecondFactorField.tsx#SecondFactorField": SecondFactorField_c3394bc9a3717a8953bc1e87fdc0e928,
  "/src/staff/admin/InvitationField.tsx#InvitationField": InvitationField_e4a5e41d377bebfbf2bed71e5f4a34d2,
  "/src/events/admin/FeaturedEventField.tsx#FeaturedEventField": FeaturedEventField_ca8d9d37a7d8dce95099f12e0666fd23,
  "/src/staff/admin/SignOutButton.tsx#SignOutButton": SignOutButton_11fb4b3e02e05eb775547f510c9c374c,
  "/src/staff/admin/StaffNav.tsx#StaffIdentity": StaffIdentity_cecb01e60f9f4d4ffb06d6477266e4d5,
  "/src/staff/admin/StaffNav.tsx#StaffNav": StaffNav_cecb01e60f9f4d4ffb06d6477266e4d5,
  "/src/ui/admin/HydrationMark.tsx#HydrationMark": HydrationMark_379b411612d95a64ff3eb0512a5d7a2e,
  "/src/overview/admin/Overview/index.tsx#Overview": Overview_82cf3e1ade7e396a485f99ce35daf72a,
  "/src/registrations/admin/Registrations/index.tsx#RegistrationsView": RegistrationsView_7bb7c652f46ee6ca8eb7dbbba37c59d8,
  "/src/checkins/admin/Checkin/index.tsx#CheckinView": CheckinView_8242ab86f4e173b1edd1dec84faca7c8,
  "/src/checkins/admin/Kiosk/index.tsx#KioskView": KioskView_f103ae866ca7cd89badd0b8dce77e520,
  "/src/follow-ups/admin/MyFollowUps/index.tsx#MyFollowUpsView": MyFollowUpsView_06e6674780f53a2b37aadf7ceca1e28d,
  "/src/overview/admin/Reports/index.tsx#ReportsView": ReportsView_3f1af24c1b445eeb6181aaeb542fc121,
  "/src/messaging/admin/Messaging/index.tsx#MessagingView": MessagingView_123d3c47a26f9245d5a1f42da11c4bad,
  "/src/messaging/admin/Segments/index.tsx#SegmentsView": SegmentsView_f02ce3d2341513dd9dbd08ae4db903a9,
  "/src/settings/admin/Settings/index.tsx#SettingsView": SettingsView_999644bbaf2e1b36233ffdebe25630d1,
  "/src/privacy/admin/Privacy/index.tsx#PrivacyView": PrivacyView_cdfdc4d16be177f549679b6aa7225b63,
  "/src/people/admin/Duplicates/index.tsx#DuplicatesView": DuplicatesView_496dfd0cfb7a5812b9105916bc6a8919,
  "/src/people/admin/ComparePeople/index.tsx#ComparePeopleView": ComparePeopleView_4a350c48ffa632ebe649e780ccc3e9ee,
  "/src/people/admin/Person/index.tsx#PersonView": PersonView_3eb21445f832241f73ce4c35f79e58c4,
  "/src/staff/admin/TwoFactor/index.tsx#TwoFactorView": TwoFactorView_41f7a3c1ae826d873eebae133b593ec4,
  "/src/staff/admin/AcceptInvitation/index.tsx#AcceptInvitationView": AcceptInvitationView_985022c1fa58219b623deac3309c3865,
  "/src/staff/admin/ConfirmEmail/index.tsx#ConfirmEmailView": ConfirmEmailView_ccfc921deba04f30d51a8e8e44340381,
  "/src/staff/admin/AccessDenied/index.tsx#AccessDenied": AccessDenied_02ead6166cd6d401e1eaf4e6ba57247a,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
