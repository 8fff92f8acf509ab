import { contractBreach } from '@/lib/contracts';
import { formReceiptContract } from '@/lib/forms/contracts';
import { inviteLinkContract } from '@/lib/invites/contracts';
import { creditsContract } from '@/lib/rewards/contracts';
import { clientConfigContract, logoutResultContract, registrationResultContract, sessionResultContract } from '@/lib/session/contracts';
import { profileSummaryContract, publicUserContract, selfUserContract, settingsContract, userProfileContract } from '@/lib/users/contracts';
import { followMemberContract, profileAnswerContract, profileEventContract, profileProjectContract } from '@/lib/users/followsContracts';
import { configUserOf, memberConfig, memberUser, visitorConfig } from '@/mocks/factories/config';
import { followMember, profileAnswer, profileEvent, profileProject, profileSummary, profileUser, publicUser } from '@/mocks/factories/profile';
import { logoutResult, registrationResult, sessionResult } from '@/mocks/factories/session';
import { formReceipt, inviteLink, memberCredits, selfUser, userSettings } from '@/mocks/factories/users';

/**
 * The session, member and profile builders the client tests answer with give what the real API
 * gives: each default output keeps to its endpoint's response contract (R9: one set of fixtures
 * for the mocked API and the client tests, no drift from the contracts).
 */
describe('R9 session and profile fixture factories keep to the contracts', () => {
  it('R9 the configuration builders answer as GET /api/config does', () => {
    expect(contractBreach(clientConfigContract, visitorConfig())).toBeNull();
    expect(contractBreach(clientConfigContract, memberConfig())).toBeNull();
    expect(contractBreach(clientConfigContract, memberConfig({ user: configUserOf({ ...memberUser, isAdmin: true }) }))).toBeNull();
  });

  it('R9 the member and profile builders answer as the member calls do', () => {
    expect(contractBreach(publicUserContract, publicUser())).toBeNull();
    expect(contractBreach(userProfileContract, { ...profileUser(), badges: [] })).toBeNull();
    expect(contractBreach(profileSummaryContract, profileSummary())).toBeNull();
    expect(contractBreach(followMemberContract, followMember(201, 'jonas', 'Jonas Becker'))).toBeNull();
    expect(contractBreach(profileAnswerContract, profileAnswer(1))).toBeNull();
    expect(contractBreach(profileEventContract, profileEvent(1))).toBeNull();
    expect(contractBreach(profileProjectContract, profileProject(1))).toBeNull();
    expect(contractBreach(settingsContract, userSettings())).toBeNull();
  });

  it('R9 the session, invite, form and credits builders answer as those calls do (R1.12, R1.14, R2.1)', () => {
    expect(contractBreach(sessionResultContract, sessionResult())).toBeNull();
    expect(contractBreach(logoutResultContract, logoutResult())).toBeNull();
    expect(contractBreach(registrationResultContract, registrationResult())).toBeNull();
    expect(contractBreach(selfUserContract, selfUser())).toBeNull();
    expect(contractBreach(inviteLinkContract, inviteLink())).toBeNull();
    expect(contractBreach(formReceiptContract, formReceipt(1, 'feedback'))).toBeNull();
    expect(contractBreach(creditsContract, memberCredits())).toBeNull();
  });
});
