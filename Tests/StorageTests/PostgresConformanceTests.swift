import Foundation
import Storage
import Testing

/// Every conformance test again, against PostgreSQL (`StoreKind.postgres`).
///
/// Enabled only when `SESAME_TEST_DATABASE_URL` names a database; `scripts/test` starts a throwaway
/// cluster and sets it, so the README's test command and CI always run these. When a conformance
/// test is added, add it here too (`conformanceTestsAllRunAgainstPostgres` fails otherwise).
@Suite(
    "PostgreSQL store (every conformance test)",
    .enabled(if: PostgresTestDatabase.isConfigured, PostgresTestDatabase.skipReason))
struct PostgresConformanceTests {
    @Suite struct Accounts {
        @Test func createdAccountReadsBackWithEveryField() throws {
            try AccountConformanceTests().createdAccountReadsBackWithEveryField(.postgres)
        }
        @Test func signUpCreatesTheAccountAndItsFirstTokenTogetherOrNeither() throws {
            try AccountConformanceTests().signUpCreatesTheAccountAndItsFirstTokenTogetherOrNeither(.postgres)
        }
        @Test func emailIsUniqueCaseInsensitivelyAndFoundCaseInsensitively() throws {
            try AccountConformanceTests().emailIsUniqueCaseInsensitivelyAndFoundCaseInsensitively(.postgres)
        }
        @Test func duplicateLocalIdIsRefused() throws {
            try AccountConformanceTests().duplicateLocalIdIsRefused(.postgres)
        }
        @Test func accountsWithoutEmailDoNotClash() throws {
            try AccountConformanceTests().accountsWithoutEmailDoNotClash(.postgres)
        }
        @Test func phoneNumberIsUniqueAndFindable() throws {
            try AccountConformanceTests().phoneNumberIsUniqueAndFindable(.postgres)
        }
        @Test func uniquenessIsPerTenant() throws {
            try AccountConformanceTests().uniquenessIsPerTenant(.postgres)
        }
        @Test func updateChangesFieldsAtomicallyAndReturnsTheResult() throws {
            try AccountConformanceTests().updateChangesFieldsAtomicallyAndReturnsTheResult(.postgres)
        }
        @Test func updateEnforcesEmailUniquenessAndLeavesTheAccountUnchanged() throws {
            try AccountConformanceTests().updateEnforcesEmailUniquenessAndLeavesTheAccountUnchanged(.postgres)
        }
        @Test func updateRollsBackWhenTheTransformThrows() throws {
            try AccountConformanceTests().updateRollsBackWhenTheTransformThrows(.postgres)
        }
        @Test func updateRefusesMissingAccountsAndImmutableFields() throws {
            try AccountConformanceTests().updateRefusesMissingAccountsAndImmutableFields(.postgres)
        }
        @Test func accountsByLocalIdsKeepTheAskedOrderAndSkipUnknownOnes() throws {
            try AccountConformanceTests().accountsByLocalIdsKeepTheAskedOrderAndSkipUnknownOnes(.postgres)
        }
        @Test func listPagesThroughAccountsInLocalIdOrder() throws {
            try AccountConformanceTests().listPagesThroughAccountsInLocalIdOrder(.postgres)
        }
        @Test func deleteRemovesTheAccountWithItsTokensAndCodes() throws {
            try AccountConformanceTests().deleteRemovesTheAccountWithItsTokensAndCodes(.postgres)
        }
        @Test func deleteAllAccountsEmptiesTheStoreOrOneTenant() throws {
            try AccountConformanceTests().deleteAllAccountsEmptiesTheStoreOrOneTenant(.postgres)
        }
    }

    @Suite struct AccountQueries {
        @Test func filtersMatchByEmailIdPhoneAndProvider() throws {
            try AccountQueryConformanceTests().filtersMatchByEmailIdPhoneAndProvider(.postgres)
        }
        @Test func providerEmailFindsAccountsByALinkedIdentitysAddress() throws {
            try AccountQueryConformanceTests().providerEmailFindsAccountsByALinkedIdentitysAddress(.postgres)
        }
        @Test func pagesGoForwardAndBackFromACursor() throws {
            try AccountQueryConformanceTests().pagesGoForwardAndBackFromACursor(.postgres)
        }
        @Test func queriesStayInTheirTenantAndReturnWholeAccounts() throws {
            try AccountQueryConformanceTests().queriesStayInTheirTenantAndReturnWholeAccounts(.postgres)
        }
        @Test func pagesInCreationOrderWithTiesBrokenByUserID() throws {
            try AccountQueryConformanceTests().pagesInCreationOrderWithTiesBrokenByUserID(.postgres)
        }
    }

    @Suite struct OobCodes {
        @Test func consumingSucceedsOnceThenReportsUsed() throws {
            try OobCodeConformanceTests().consumingSucceedsOnceThenReportsUsed(.postgres)
        }
        @Test func peekingDoesNotConsume() throws {
            try OobCodeConformanceTests().peekingDoesNotConsume(.postgres)
        }
        @Test func wrongKindUnknownAndExpiredCodesAreRefusedWithoutConsuming() throws {
            try OobCodeConformanceTests().wrongKindUnknownAndExpiredCodesAreRefusedWithoutConsuming(.postgres)
        }
        @Test func codesWithoutExpiryAndWithoutAccountWork() throws {
            try OobCodeConformanceTests().codesWithoutExpiryAndWithoutAccountWork(.postgres)
        }
        @Test func listingReturnsCodesOldestFirstWithTheirEmulatorFields() throws {
            try OobCodeConformanceTests().listingReturnsCodesOldestFirstWithTheirEmulatorFields(.postgres)
        }
        @Test func deleteByAccountAndPurge() throws {
            try OobCodeConformanceTests().deleteByAccountAndPurge(.postgres)
        }
        @Test func concurrentConsumersGetTheCodeExactlyOnce() throws {
            try OobCodeConformanceTests().concurrentConsumersGetTheCodeExactlyOnce(.postgres)
        }
    }

    @Suite struct RefreshTokens {
        @Test func insertedTokenReadsBack() throws {
            try RefreshTokenConformanceTests().insertedTokenReadsBack(.postgres)
        }
        @Test func rotatingALiveTokenSpendsItAndInsertsTheSuccessor() throws {
            try RefreshTokenConformanceTests().rotatingALiveTokenSpendsItAndInsertsTheSuccessor(.postgres)
        }
        @Test func replayWithinGraceReturnsTheSameSuccessorAndInsertsNothing() throws {
            try RefreshTokenConformanceTests().replayWithinGraceReturnsTheSameSuccessorAndInsertsNothing(.postgres)
        }
        @Test func reuseAfterGraceRevokesTheWholeFamily() throws {
            try RefreshTokenConformanceTests().reuseAfterGraceRevokesTheWholeFamily(.postgres)
        }
        @Test func unknownAndExpiredTokensAreReported() throws {
            try RefreshTokenConformanceTests().unknownAndExpiredTokensAreReported(.postgres)
        }
        @Test func revokeFamilyAndRevokeAllForAnAccount() throws {
            try RefreshTokenConformanceTests().revokeFamilyAndRevokeAllForAnAccount(.postgres)
        }
        @Test func purgeDeletesOnlyExpiredTokens() throws {
            try RefreshTokenConformanceTests().purgeDeletesOnlyExpiredTokens(.postgres)
        }
        @Test func concurrentRotationOfOneTokenRotatesExactlyOnce() throws {
            try RefreshTokenConformanceTests().concurrentRotationOfOneTokenRotatesExactlyOnce(.postgres)
        }
    }

    @Suite struct Providers {
        @Test func linkAddsTheIdentityAndMakesItFindable() throws {
            try ProviderConformanceTests().linkAddsTheIdentityAndMakesItFindable(.postgres)
        }
        @Test func everyFieldOfAnIdentityIsKeptAndReadBack() throws {
            try ProviderConformanceTests().everyFieldOfAnIdentityIsKeptAndReadBack(.postgres)
        }
        @Test func linkingAnIdentityOwnedByAnotherAccountFails() throws {
            try ProviderConformanceTests().linkingAnIdentityOwnedByAnotherAccountFails(.postgres)
        }
        @Test func relinkingTheSameIdentityUpdatesItAndAnotherSubjectAtTheProviderFails() throws {
            try ProviderConformanceTests().relinkingTheSameIdentityUpdatesItAndAnotherSubjectAtTheProviderFails(.postgres)
        }
        @Test func unlinkRemovesOnlyThatProvider() throws {
            try ProviderConformanceTests().unlinkRemovesOnlyThatProvider(.postgres)
        }
        @Test func identitiesAreUniquePerTenant() throws {
            try ProviderConformanceTests().identitiesAreUniquePerTenant(.postgres)
        }
    }

    @Suite struct Operations {
        @Test func currentSigningKeyIsTheNewestActiveOne() throws {
            try OperationsConformanceTests().currentSigningKeyIsTheNewestActiveOne(.postgres)
        }
        @Test func onlyOneOfRacingRotationsInsertsAKey() throws {
            try OperationsConformanceTests().onlyOneOfRacingRotationsInsertsAKey(.postgres)
        }
        @Test func rateLimitCountsPerKeyAndWindow() throws {
            try OperationsConformanceTests().rateLimitCountsPerKeyAndWindow(.postgres)
        }
        @Test func concurrentHitsAreAllCounted() throws {
            try OperationsConformanceTests().concurrentHitsAreAllCounted(.postgres)
        }
        @Test func outboxListsPendingMessagesAndMarksThemSent() throws {
            try OperationsConformanceTests().outboxListsPendingMessagesAndMarksThemSent(.postgres)
        }
        @Test func concurrentCreationOfOneEmailCreatesExactlyOneAccount() throws {
            try OperationsConformanceTests().concurrentCreationOfOneEmailCreatesExactlyOneAccount(.postgres)
        }
    }

    @Suite struct RefreshExchanges {
        @Test func exchangeRotatesLiveTokenAndStampsAccount() async throws {
            try await RefreshExchangeConformanceTests().exchangeRotatesLiveTokenAndStampsAccount(.postgres)
        }
        @Test func exchangeWithinGraceReturnsSpentToken() async throws {
            try await RefreshExchangeConformanceTests().exchangeWithinGraceReturnsSpentToken(.postgres)
        }
        @Test func exchangeAfterGraceRevokesTheFamily() async throws {
            try await RefreshExchangeConformanceTests().exchangeAfterGraceRevokesTheFamily(.postgres)
        }
        @Test func exchangeRefusesUnknownExpiredRevoked() async throws {
            try await RefreshExchangeConformanceTests().exchangeRefusesUnknownExpiredRevoked(.postgres)
        }
        @Test func disabledAccountsTokenIsNotExchanged() async throws {
            try await RefreshExchangeConformanceTests().disabledAccountsTokenIsNotExchanged(.postgres)
        }
        @Test func concurrentExchangesAllCommitCorrectly() async throws {
            try await RefreshExchangeConformanceTests().concurrentExchangesAllCommitCorrectly(.postgres)
        }
    }

    @Suite struct SignInMethods {
        @Test func serviceAccountKeysListByAccountAndDelete() throws {
            try SignInMethodConformanceTests().serviceAccountKeysListByAccountAndDelete(.postgres)
        }
        @Test func sessionClaimsBelongToAnAccountAndGoWithIt() throws {
            try SignInMethodConformanceTests().sessionClaimsBelongToAnAccountAndGoWithIt(.postgres)
        }
        @Test func expiredSessionClaimsArePurged() throws {
            try SignInMethodConformanceTests().expiredSessionClaimsArePurged(.postgres)
        }
        @Test func emailLinkAccountsCountAsPasswordProviderInQueries() throws {
            try SignInMethodConformanceTests().emailLinkAccountsCountAsPasswordProviderInQueries(.postgres)
        }
    }

    @Suite struct Verifications {
        @Test func secondFactorsReadBackWithTheAccountAndChangeWithIt() throws {
            try VerificationConformanceTests().secondFactorsReadBackWithTheAccountAndChangeWithIt(.postgres)
        }
        @Test func sessionsReadBackAndRefuseDuplicatesAndUnknownAccounts() throws {
            try VerificationConformanceTests().sessionsReadBackAndRefuseDuplicatesAndUnknownAccounts(.postgres)
        }
        @Test func updatesAreWrittenAndReturnTheBodysAnswer() throws {
            try VerificationConformanceTests().updatesAreWrittenAndReturnTheBodysAnswer(.postgres)
        }
        @Test func concurrentUsesOfOneSessionSucceedOnce() async throws {
            try await VerificationConformanceTests().concurrentUsesOfOneSessionSucceedOnce(.postgres)
        }
        @Test func sessionsGoWithTheirAccountTenantOrTheStoreAndArePurged() throws {
            try VerificationConformanceTests().sessionsGoWithTheirAccountTenantOrTheStoreAndArePurged(.postgres)
        }
    }

    @Suite struct ProjectConfig {
        @Test func theConfigStartsEmptyAndUpdatesAtomically() throws {
            try ProjectConfigConformanceTests().theConfigStartsEmptyAndUpdatesAtomically(.postgres)
        }
        @Test func concurrentUpdatesAreAppliedOneAfterTheOther() async throws {
            try await ProjectConfigConformanceTests().concurrentUpdatesAreAppliedOneAfterTheOther(.postgres)
        }
    }

    @Suite struct Audit {
        @Test func entriesReadBackNewestFirstFilteredAndPaged() throws {
            try AuditConformanceTests().entriesReadBackNewestFirstFilteredAndPaged(.postgres)
        }
        @Test func aBatchWithADuplicateIdWritesNothingAndOldEntriesArePurged() throws {
            try AuditConformanceTests().aBatchWithADuplicateIdWritesNothingAndOldEntriesArePurged(.postgres)
        }
    }

    @Suite struct Tenants {
        @Test func tenantsReadBackRefuseDuplicatesAndPageInIdOrder() throws {
            try TenantConformanceTests().tenantsReadBackRefuseDuplicatesAndPageInIdOrder(.postgres)
        }
        @Test func updateChangesTheTenantAtomicallyAndKeepsItsId() throws {
            try TenantConformanceTests().updateChangesTheTenantAtomicallyAndKeepsItsId(.postgres)
        }
        @Test func deletingATenantDeletesItsAccountsCodesAndSessionsOnly() throws {
            try TenantConformanceTests().deletingATenantDeletesItsAccountsCodesAndSessionsOnly(.postgres)
        }
    }

    @Suite struct ProviderConfigs {
        @Test func configsAreKeyedByCollectionTenantAndIdAndPageInIdOrder() throws {
            try ProviderConfigConformanceTests().configsAreKeyedByCollectionTenantAndIdAndPageInIdOrder(.postgres)
        }
        @Test func updatesAreAtomicKeepTheKeyAndDeletesGoWithTheTenant() throws {
            try ProviderConfigConformanceTests().updatesAreAtomicKeepTheKeyAndDeletesGoWithTheTenant(.postgres)
        }
    }

    @Suite struct FamilyRowTokens {
        @Test func theFirstTokenIsFoundByFamilyAndHashOnly() throws {
            try FamilyRowTokenConformanceTests().theFirstTokenIsFoundByFamilyAndHashOnly(.postgres)
        }
        @Test func signUpStoresTheFirstTokenInItsFamilyRow() throws {
            try FamilyRowTokenConformanceTests().signUpStoresTheFirstTokenInItsFamilyRow(.postgres)
        }
        @Test func anExchangeRewritesTheRowKeepingThePreviousToken() async throws {
            try await FamilyRowTokenConformanceTests().anExchangeRewritesTheRowKeepingThePreviousToken(.postgres)
        }
        @Test func thePreviousTokenWithinGraceYieldsTheLiveOne() async throws {
            try await FamilyRowTokenConformanceTests().thePreviousTokenWithinGraceYieldsTheLiveOne(.postgres)
        }
        @Test func anOlderOrPastGraceTokenIsAReplayThatRevokesTheFamily() async throws {
            try await FamilyRowTokenConformanceTests().anOlderOrPastGraceTokenIsAReplayThatRevokesTheFamily(.postgres)
        }
        @Test func unknownFamiliesExpiredFamiliesAndDisabledAccountsAreRefused() async throws {
            try await FamilyRowTokenConformanceTests().unknownFamiliesExpiredFamiliesAndDisabledAccountsAreRefused(.postgres)
        }
        @Test func revokingPurgingAndDeletingReachFamilyRows() async throws {
            try await FamilyRowTokenConformanceTests().revokingPurgingAndDeletingReachFamilyRows(.postgres)
        }
        @Test func concurrentExchangesOfOneTokenRotateItOnce() async throws {
            try await FamilyRowTokenConformanceTests().concurrentExchangesOfOneTokenRotateItOnce(.postgres)
        }
    }
}
