import { isErrorKey, type ErrorKey } from './keys';

/**
 * The error catalogue (R8.2, R5.11): the server answers with catalogue keys, never sentences
 * (`[[error:content-too-short, 8]]`, API-CONVENTIONS.md); this file turns them into English.
 *
 * Texts:
 * - `%1`, `%2`, `%3` are the message's parameters in order (bounds, field names, dates...).
 * - `{...}` marks an optional part: it is shown only when every parameter inside it was given,
 *   so a message without its parameters still reads cleanly ('Please try again{ in %1 minute(s)}.'
 *   becomes 'Please try again.').
 *
 * The texts are keyed by `ErrorKey` (./keys.ts), the same union the server's `fail(key)` takes, so
 * a key the server can produce without a text does not compile. Every key of
 * `shared/spec/error-keys.txt` (NodeBB 4.15's key names, with the same number of parameters) is one
 * of them; __tests__/client/lib/errors checks that against the file. The wording is this product's own.
 */
export const ERROR_TEXTS: Record<ErrorKey, string> = {
  // --- Requests and data --------------------------------------------------------------------
  'invalid-data': 'Some of the information sent was not valid.',
  'invalid-config-field-value': 'That value is not valid{ for the setting %1}{: %2}.',
  'invalid-json': 'The request could not be read: it is not valid JSON.',
  'request-too-large': 'What you sent is too large{: the limit is %1 kB}.',
  'wrong-parameter-type': 'The{ %1} field has the wrong type{: expected %2}{, got %3}.',
  'required-parameters-missing': 'Some required information is missing{: %1}.',
  'reserved-ip-address': 'Requests to reserved network addresses are not allowed.',
  'invalid-path': 'That path is not valid.',
  'folder-exists': 'A folder with that name already exists.',
  'invalid-pagination-value': 'That page number is not valid{: it must be between %1 and %2}.',
  'invalid-unread-cutoff': 'The unread cutoff must be a number of days{ up to %1}.',
  'invalid-search-term': 'Please enter a valid search term.',
  'invalid-url': 'Please enter a valid web address (URL).',
  'invalid-date': 'Please enter a valid date.',
  'parse-error': 'The answer from the server could not be read.',
  'goback': 'Please go back to the previous page and try again.',
  'field-too-short': 'The{ %1} field is too short{: it needs at least %2 character(s)}.',
  'field-too-long': 'The{ %1} field is too long{: it can have at most %2 character(s)}.',
  'field-too-small': 'The{ %1} field is below its minimum{ of %2}.',
  'field-too-big': 'The{ %1} field is above its maximum{ of %2}.',
  'field-invalid': 'The{ %1} field is not valid.',
  'invalid-characters': 'The{ %1} field contains characters that are not allowed (such as control characters).',
  'field-unknown': 'The request has a field that is not accepted here{: %1}.',
  'method-not-allowed': 'This kind of request is not supported here.',
  'internal-error': 'Something went wrong on our side. Please try again.',
  'database-unavailable': "We'll be right back: the community is briefly unavailable. Please try again in a minute.",
  'not-found': 'We could not find what you were looking for.',

  // --- Logging in, sessions, security -------------------------------------------------------
  'not-logged-in': 'Please log in to do that.',
  'account-locked': 'Your account is locked for a while after too many failed log-in attempts. Please try again later.',
  'search-requires-login': 'Please log in to search.',
  'invalid-login-credentials': 'That email, username or password is not right.',
  'invalid-username-or-password': 'Please enter both your username and your password.',
  'invalid-password': 'That password is not valid.',
  'password-too-long': 'That password is too long.',
  'local-login-disabled': 'Password log-in is turned off for this account. Please use another way to log in.',
  'wrong-login-type-email': 'Please log in with your email address.',
  'wrong-login-type-username': 'Please log in with your username.',
  'login-rate-limited': 'There were too many failed log-in attempts from your network. Please try again{ in %1 minute(s)}.',
  'login-backoff': 'There were several failed log-in attempts for this account. Please wait{ %1 second(s)} before trying again.',
  'login-busy': 'The server is busy checking other log-ins. Please try again in a moment.',
  'password-too-common': 'That password is one of the most common ones and easy to guess. Please choose another.',
  'password-contains-name': 'Your password must not be or contain your username or the name part of your email address.',
  'wrong-current-password': 'Your current password is not right.',
  'registration-rate-limited': 'Too many accounts were created from your network. Please try again{ in %1 minute(s)}.',
  'registration-error': 'We could not create your account. Please try again.',
  'consent-required': 'Please agree to how we use your data to finish signing up.',
  'github-login-failed': 'Logging in with GitHub did not work. Please try again.',
  'github-login-disabled': 'Logging in with GitHub is not available here.',
  'github-already-linked': 'That GitHub account is already connected to another member.',
  'github-already-connected': 'Your account is already connected to a GitHub account. Disconnect it first.',
  'github-cannot-disconnect': 'Please set a password before disconnecting GitHub, or you could no longer sign in.',
  'sso-registration-disabled': 'This way of signing up{ (%1)} is turned off. Please sign up with your email address first.',
  'sso-multiple-association': 'That outside account is already connected to another member.',
  'csrf-invalid': 'Your security token is missing or out of date. Please reload the page and try again.',
  'no-session-found': 'No log-in session was found. Please log in again.',
  'invalid-session': 'Your session is no longer valid.',
  'invalid-session-text': 'Your session has ended. Please reload the page and log in again.',
  'session-mismatch': 'You are logged in as a different member than when this page was opened.',
  'session-mismatch-text': 'Your log-in changed in another tab or window. Please reload the page.',
  'reset-rate-limited': 'Too many password reset requests. Please try again later.',
  'reset-same-password': 'Please choose a password that is different from your current one.',
  'blacklisted-ip': 'Your network address is blocked from this community.',
  'cant-blacklist-self-ip': 'You cannot block your own network address.',

  // --- Users and profiles -------------------------------------------------------------------
  'invalid-uid': 'That member does not exist.',
  'no-user': 'That member does not exist.',
  'invalid-username': 'That username is not valid.',
  'username-too-short': 'That username is too short.',
  'username-too-long': 'That username is too long.',
  'username-taken': 'That username is already taken.',
  'username-confusable': 'That username looks too much like another member’s. Please choose a clearly different one.',
  'invalid-email': 'Please enter a valid email address.',
  'email-taken': 'That email address is already in use.',
  'email-nochange': 'That is already your email address.',
  'email-invited': 'That email address has already been invited.',
  'invalid-fullname': 'Please enter a valid full name.',
  'fullname-not-allowed':
    'A full name cannot contain double square brackets, angle brackets or invisible characters, or read “Deleted User”.',
  'fullname-confusable': 'That name reads like the name of a member of the site’s staff. Please use a clearly different one.',
  'picture-not-allowed': 'Choose one of the offered pictures, your initials, or a picture you uploaded yourself.',
  'invalid-location': 'Please enter a valid location.',
  'invalid-birthday': 'Please enter a valid date of birth.',
  'invalid-user-data': 'Some of the profile details are not valid.',
  'signature-too-long': 'Your signature is too long{: it can have at most %1 character(s)}.',
  'about-me-too-long': 'Your "about me" is too long{: it can have at most %1 character(s)}.',
  'custom-user-field-value-too-long': 'The value{ of %1} is too long.',
  'custom-user-field-select-value-invalid': 'Please pick one of the listed options{ for %1}.',
  'custom-user-field-invalid-text': 'Please enter valid text{ for %1}.',
  'custom-user-field-invalid-link': 'Please enter a valid link{ for %1}.',
  'custom-user-field-invalid-number': 'Please enter a valid number{ for %1}.',
  'custom-user-field-invalid-date': 'Please enter a valid date{ for %1}.',
  'invalid-custom-user-field': 'The profile field{ %1} cannot be used.',
  'account-deletion-disabled': 'Deleting accounts is turned off here.',
  'already-deleting': 'This is already being deleted.',

  // --- Email confirmation -------------------------------------------------------------------
  'email-not-confirmed': 'Please confirm your email address before you post.',
  'email-not-confirmed-chat': 'Please confirm your email address before you use chat.',
  'email-not-confirmed-email-sent': 'Your email address is not confirmed yet. We have sent you an email: please follow its link.',
  'no-email-to-confirm': 'Your account has no email address to confirm. Please add one.',
  'user-doesnt-have-email': 'There is no email address on file{ for %1}.',
  'email-confirm-failed': 'We could not confirm your email address. Please try again later.',
  'confirm-email-already-sent': 'A confirmation email was sent a short while ago. Please wait{ %1 minute(s)} before asking for another.',
  'confirm-email-expired': 'This confirmation link has expired.',
  'sendmail-not-found': 'This server cannot send email right now.',
  'digest-not-enabled': 'Email digests are turned off here.',

  // --- Bans and mutes -----------------------------------------------------------------------
  'user-banned': 'This account is banned.',
  'user-banned-reason': 'This account is banned.{ Reason: %1}',
  'user-banned-reason-until': 'This account is banned{ until %1}.{ Reason: %2}',
  'ban-expiry-missing': 'Please give an end date for this ban.',
  'cant-ban-other-admins': 'Administrators cannot be banned.',
  'cant-mute-other-admins': 'Administrators cannot be muted.',
  'user-muted-for-hours': 'You are muted{ for %1 more hour(s)}.',
  'user-muted-for-minutes': 'You are muted{ for %1 more minute(s)}.',
  'user-muted-indefinitely': 'You are muted until a moderator lifts it.',
  'user-too-new': 'New members must wait{ %1 second(s)} before their first post.',

  // --- Permissions and administration -------------------------------------------------------
  'no-privileges': 'You do not have permission to do that.',
  'cant-make-banned-users-admin': 'A banned member cannot become an administrator.',
  'cant-remove-last-admin': 'The community needs at least one administrator. Add another before removing this one.',
  'cant-delete-admin': 'Administrator accounts cannot be deleted. Remove the administrator role first.',
  'cant-remove-self-as-admin': 'You cannot remove your own administrator role.',
  'invalid-home-page-route': 'That home page address is not valid.',
  'invalid-plugin-id': 'That plugin id is not valid.',
  'plugin-not-whitelisted': 'That plugin cannot be installed here.',
  'cannot-toggle-system-plugin': 'System plugins cannot be switched on or off.',
  'plugin-installation-via-acp-disabled': 'Plugins cannot be installed from the admin pages.',
  'plugins-set-in-configuration': 'Plugins are set in the server configuration and cannot be changed here.',
  'theme-not-set-in-configuration': 'Add the theme to the configured plugins before selecting it.',
  'reload-failed': 'Reloading did not work.{ %1}',
  'cors-error': 'The image could not be loaded: its server does not allow it.',

  // --- Categories, topics and posts ---------------------------------------------------------
  'invalid-cid': 'That category does not exist.',
  'invalid-tid': 'That topic does not exist.',
  'invalid-pid': 'That post does not exist.',
  'invalid-title': 'Please enter a valid title.',
  'no-category': 'That category does not exist.',
  'no-topic': 'That topic does not exist.',
  'no-post': 'That post does not exist.',
  'no-teaser': 'That preview does not exist.',
  'category-disabled': 'This category is switched off.',
  'category-not-selected': 'Please choose a category.',
  'category.handle-taken': 'That category handle is already taken.',
  'cant-set-child-as-parent': 'A subcategory cannot become the parent of its own parent.',
  'cant-set-self-as-parent': 'A category cannot be its own parent.',
  'post-deleted': 'This post has been deleted.',
  'topic-locked': 'This topic is locked: no new replies can be added.',
  'content-too-short': 'Your post is too short{: it needs at least %1 character(s)}.',
  'content-too-long': 'Your post is too long{: it can have at most %1 character(s)}.',
  'title-too-short': 'The title is too short{: it needs at least %1 character(s)}.',
  'title-too-long': 'The title is too long{: it can have at most %1 character(s)}.',
  'too-many-posts': 'You are posting too quickly. Please wait{ %1 second(s)} before posting again.',
  'too-many-posts-newbie': 'You are posting too quickly for a new member{: please wait %1 second(s) between posts}{ until you have %2 reputation}.',
  'too-many-posts-newbie-minutes': 'You are posting too quickly for a new member{: please wait %1 minute(s) between posts}{ until you have %2 reputation}.',
  'already-posting': 'Your post is still being sent.',
  'cant-delete-topic-has-reply': 'This topic cannot be deleted because it has a reply.',
  'cant-delete-topic-has-replies': 'This topic cannot be deleted because it has{ %1} replies.',
  'post-already-deleted': 'This post is already deleted.',
  'post-already-restored': 'This post is already restored.',
  'topic-already-deleted': 'This topic is already deleted.',
  'topic-already-restored': 'This topic is already restored.',
  'topic-already-crossposted': 'This topic is already shared to that category.',
  'cant-purge-main-post': 'The first post of a topic cannot be removed on its own. Delete the topic instead.',
  'topic-thumbnails-are-disabled': 'Topic thumbnails are switched off.',
  'no-topics-selected': 'Please select at least one topic.',
  'cant-move-to-same-topic': 'The post is already in that topic.',
  'cant-move-topic-to-same-category': 'The topic is already in that category.',
  'cant-move-topic-to-from-remote-categories': 'Topics cannot be moved into or out of remote categories.',
  'cant-move-topic-too-many-posts': 'This topic has too many posts to be moved{ (the limit is %1)}.',
  'topic-event-unrecognized': 'The topic event{ %1} is not recognised.',
  'scheduling-to-past': 'Please choose a time in the future.',
  'invalid-schedule-date': 'Please enter a valid date and time.',
  'cant-pin-scheduled': 'Scheduled topics cannot be pinned or unpinned.',
  'cant-merge-scheduled': 'Scheduled topics cannot be merged.',
  'cant-move-posts-to-scheduled': 'Posts cannot be moved into a scheduled topic.',
  'cant-move-from-scheduled-to-existing': 'Posts of a scheduled topic cannot be moved to another topic.',

  // --- Edit and delete windows --------------------------------------------------------------
  'post-edit-duration-expired': 'This post can no longer be edited{: posts can be edited within %1 second(s) of posting}.',
  'post-edit-duration-expired-minutes': 'This post can no longer be edited{: posts can be edited within %1 minute(s) of posting}.',
  'post-edit-duration-expired-minutes-seconds': 'This post can no longer be edited{: posts can be edited within %1 minute(s) and %2 second(s) of posting}.',
  'post-edit-duration-expired-hours': 'This post can no longer be edited{: posts can be edited within %1 hour(s) of posting}.',
  'post-edit-duration-expired-hours-minutes': 'This post can no longer be edited{: posts can be edited within %1 hour(s) and %2 minute(s) of posting}.',
  'post-edit-duration-expired-days': 'This post can no longer be edited{: posts can be edited within %1 day(s) of posting}.',
  'post-edit-duration-expired-days-hours': 'This post can no longer be edited{: posts can be edited within %1 day(s) and %2 hour(s) of posting}.',
  'post-delete-duration-expired': 'This post can no longer be deleted{: posts can be deleted within %1 second(s) of posting}.',
  'post-delete-duration-expired-minutes': 'This post can no longer be deleted{: posts can be deleted within %1 minute(s) of posting}.',
  'post-delete-duration-expired-minutes-seconds': 'This post can no longer be deleted{: posts can be deleted within %1 minute(s) and %2 second(s) of posting}.',
  'post-delete-duration-expired-hours': 'This post can no longer be deleted{: posts can be deleted within %1 hour(s) of posting}.',
  'post-delete-duration-expired-hours-minutes': 'This post can no longer be deleted{: posts can be deleted within %1 hour(s) and %2 minute(s) of posting}.',
  'post-delete-duration-expired-days': 'This post can no longer be deleted{: posts can be deleted within %1 day(s) of posting}.',
  'post-delete-duration-expired-days-hours': 'This post can no longer be deleted{: posts can be deleted within %1 day(s) and %2 hour(s) of posting}.',

  // --- Tags ---------------------------------------------------------------------------------
  'tag-too-short': 'That tag is too short{: tags need at least %1 character(s)}.',
  'tag-too-long': 'That tag is too long{: tags can have at most %1 character(s)}.',
  'tag-not-allowed': 'That tag cannot be used here.',
  'not-enough-tags': 'Please add more tags{: at least %1}.',
  'too-many-tags': 'There are too many tags{: at most %1 are allowed}.',
  'cant-use-system-tag': 'Only moderators can add this tag.',
  'cant-remove-system-tag': 'Only moderators can remove this tag.',

  // --- Votes, bookmarks, reputation ---------------------------------------------------------
  'already-bookmarked': 'This is already in your saved list.',
  'already-unbookmarked': 'This is not in your saved list.',
  'already-voting-for-this-post': 'You have already voted on this post.',
  'self-vote': 'You cannot vote on your own post.',
  'reputation-system-disabled': 'Voting is switched off here.',
  'downvoting-disabled': 'Downvoting is switched off.',
  'too-many-upvotes-today': 'You have reached your upvotes for today{ (%1 a day)}.',
  'too-many-upvotes-today-user': 'You have upvoted this member as often as you can today{ (%1 a day)}.',
  'too-many-downvotes-today': 'You have reached your downvotes for today{ (%1 a day)}.',
  'too-many-downvotes-today-user': 'You have downvoted this member as often as you can today{ (%1 a day)}.',
  'not-enough-reputation-to-chat': 'You need more reputation to chat{: at least %1}.',
  'not-enough-reputation-to-upvote': 'You need more reputation to upvote{: at least %1}.',
  'not-enough-reputation-to-downvote': 'You need more reputation to downvote{: at least %1}.',
  'not-enough-reputation-to-post-links': 'You need more reputation to post links{: at least %1}.',
  'not-enough-reputation-to-flag': 'You need more reputation to report content{: at least %1}.',
  'not-enough-reputation-min-rep-website': 'You need more reputation to add a website{: at least %1}.',
  'not-enough-reputation-min-rep-aboutme': 'You need more reputation to write an "about me"{: at least %1}.',
  'not-enough-reputation-min-rep-signature': 'You need more reputation to add a signature{: at least %1}.',
  'not-enough-reputation-min-rep-profile-picture': 'You need more reputation to add a profile picture{: at least %1}.',
  'not-enough-reputation-min-rep-cover-picture': 'You need more reputation to add a cover picture{: at least %1}.',
  'not-enough-reputation-custom-field': 'You need more reputation to fill in this field{ (%2)}{: at least %1}.',

  // --- Flags (reports) ----------------------------------------------------------------------
  'no-flag': 'That report does not exist.',
  'post-already-flagged': 'You have already reported this post.',
  'user-already-flagged': 'You have already reported this member.',
  'post-flagged-too-many-times': 'This post has already been reported by others.',
  'user-flagged-too-many-times': 'This member has already been reported by others.',
  'too-many-post-flags-per-day': 'You have reported as many posts as you can today{ (%1 a day)}.',
  'too-many-user-flags-per-day': 'You have reported as many members as you can today{ (%1 a day)}.',
  'cant-flag-privileged': 'Moderators and administrators cannot be reported.',
  'cant-locate-flag-report': 'That report could not be found.',

  // --- Groups -------------------------------------------------------------------------------
  'no-group': 'That group does not exist.',
  'group-name-too-short': 'The group name is too short.',
  'group-name-too-long': 'The group name is too long.',
  'group-already-exists': 'A group with that name already exists.',
  'group-name-change-not-allowed': 'This group cannot be renamed.',
  'group-already-member': 'You are already a member of this group.',
  'group-not-member': 'You are not a member of this group.',
  'group-needs-owner': 'A group needs at least one owner.',
  'group-already-invited': 'This member has already been invited to the group.',
  'group-already-requested': 'Your request to join is already waiting for approval.',
  'group-join-disabled': 'This group is not taking new members right now.',
  'group-leave-disabled': 'Members cannot leave this group right now.',
  'group-user-not-pending': 'This member has not asked to join the group.',
  'gorup-user-not-invited': 'This member has not been invited to the group.',
  'no-groups-selected': 'Please select at least one group.',
  'no-users-selected': 'Please select at least one member.',
  'cant-kick-self': 'You cannot remove yourself.',

  // --- Chat ---------------------------------------------------------------------------------
  'invalid-mid': 'That chat message does not exist.',
  'no-chat-room': 'That chat room does not exist.',
  'chat-room-does-not-exist': 'That chat room does not exist.',
  'cant-chat-with-yourself': 'You cannot start a chat with yourself.',
  'chat-restricted': 'This member only chats with people they have allowed.',
  'chat-allow-list-user-already-added': 'This member is already on your chat allow list.',
  'chat-deny-list-user-already-added': 'This member is already on your chat block list.',
  'chat-user-blocked': 'This member has blocked you, so you cannot chat with them.',
  'chat-disabled': 'Chat is switched off.',
  'too-many-messages': 'You are sending messages too quickly. Please wait a moment.',
  'invalid-chat-message': 'That chat message is not valid.',
  'chat-message-too-long': 'Your message is too long{: it can have at most %1 character(s)}.',
  'cant-edit-chat-message': 'You cannot edit this message.',
  'cant-delete-chat-message': 'You cannot delete this message.',
  'chat-edit-duration-expired': 'This message can no longer be edited{: messages can be edited within %1 second(s) of sending}.',
  'chat-delete-duration-expired': 'This message can no longer be deleted{: messages can be deleted within %1 second(s) of sending}.',
  'chat-message-editing-disabled': 'Editing chat messages is switched off.',
  'chat-deleted-already': 'This message is already deleted.',
  'chat-restored-already': 'This message is already restored.',
  'cant-add-users-to-chat-room': 'You cannot add members to this chat room.',
  'cant-remove-users-from-chat-room': 'You cannot remove members from this chat room.',
  'chat-room-name-too-long': 'The chat room name is too long{: it can have at most %1 character(s)}.',
  'remote-chat-received-too-long': 'A chat message{ from %1} was too long to be delivered.',
  'not-in-room': 'This member is not in the chat room.',

  // --- Uploads and images -------------------------------------------------------------------
  'still-uploading': 'Please wait until the upload has finished.',
  'file-too-big': 'The file is too large{: the limit is %1 kB}.',
  'guest-upload-disabled': 'Please log in to upload files.',
  'upload-ratelimit-reached': 'You have uploaded too many files at once. Please try again later.',
  'too-many-uploads': 'You have uploaded too many files. Please try again{ in %1 minute(s)}.',
  'upload-quota-exceeded': 'Your uploads have used all of your storage{ (%1 MB)}. Files that no post uses are removed after a day.',
  'upload-error-fallback': 'The image could not be uploaded.{ %1}',
  'uploads-are-disabled': 'Uploads are switched off.',
  'invalid-file': 'That file is not valid.',
  'invalid-image': 'That image is not valid.',
  'invalid-image-type': 'That kind of image is not allowed{ (%1)}.{ Allowed: %2.}',
  'invalid-image-extension': 'That image file extension is not allowed.',
  'invalid-file-type': 'That kind of file is not allowed{ (%1)}.{ Allowed: %2.}',
  'invalid-mime-type': 'That kind of file is not allowed.',
  'blocked-file-type': 'Files of this type cannot be uploaded{: %1}.',
  'invalid-image-dimensions': 'The image is too wide or too tall.',

  // --- Blocking members ---------------------------------------------------------------------
  'cannot-block-self': 'You cannot block yourself.',
  'cannot-block-privileged': 'Moderators and administrators cannot be blocked.',
  'cannot-block-guest': 'Please log in to block members.',
  'already-blocked': 'You have already blocked this member.',
  'already-unblocked': 'This member is not blocked.',

  // --- Connection ---------------------------------------------------------------------------
  'no-connection': 'There seems to be a problem with your internet connection.',
  'socket-reconnect-failed': 'The live connection to the server could not be restored. Please try again later.',

  // --- Invites, forms, badges, page views (this product) ------------------------------------
  'invite-invalid': 'This invite link is not valid.',
  'invite-expired': 'This invite link has expired. Please ask for a new one.',
  'invite-maximum-met': 'You have used all your invitations{ (%1 of %2)}.',
  'badge-not-found': 'That badge does not exist.',
  'form-rate-limited': 'You have sent this form too many times. Please try again{ in %1 minute(s)}.',
  'pageview-rate-limited': 'Too many page views were recorded from your network. Please try again{ in %1 minute(s)}.',

  // --- Discussions (this product) -----------------------------------------------------------
  'already-voted': 'You have already upvoted this post.',
  'not-voted': 'You have not upvoted this post.',
  'invalid-answer': 'Only a reply to this post can be its accepted answer.',
  'invalid-post-type': 'Please choose one of the post types: question, blog, link, podcast or AMA.',
  'audio-url-required': 'A podcast needs an audio file or an audio link.',
  'link-url-required': 'A link post needs the address it points to.',
  'invalid-reply-target': 'You can only reply to a post of this topic.',
  'topic-is-draft': 'This topic is a draft and cannot be replied to yet.',

  // --- Events, polls, projects (this product; suggested names for the events service) -------
  'invalid-event': 'That event is not valid{: %1}.',
  'no-event': 'That event does not exist.',
  'event-not-published': 'This event is not open for registration yet.',
  'event-ended': 'This event has already ended.',
  'event-cancelled': 'This event was cancelled.',
  'event-deleted': 'This event was deleted.',
  'not-registered': 'You are not registered for this event.',
  'invalid-timezone': 'That time zone is not valid{: %1}.',
  'invalid-event-status': 'This event cannot be changed that way now{: %1}.',
  'event-needs-host': 'An event needs at least one host.',
  'invalid-organizer': 'An organizer must be a member{: %1}.',
  'no-conference': 'That conference does not exist or is not yours.',
  'event-already-pinned': 'This event is already pinned in search.',
  'event-not-pinned': 'This event is not pinned in search.',
  'event-already-voted': 'You have already upvoted this event.',
  'event-not-voted': 'You have not upvoted this event.',
  'event-self-vote': 'You cannot upvote an event you host.',
  'event-already-bookmarked': 'This event is already in your saved list.',
  'event-not-bookmarked': 'This event is not in your saved list.',
  'no-poll': 'That poll does not exist.',
  'poll-already-voted': 'You have already voted in this poll.',
  'invalid-poll-option': 'Please choose one of the poll options.',
  'poll-closed': 'This poll is closed.',
  'event-full': 'This event has no seats left.',
  'event-already-registered': 'You are already registered for this event.',
  'no-project': 'That project does not exist.',
  'project-name-taken': 'A project with this name already exists.',
  'project-slug-taken': 'A project already uses this address (slug).',
  'invalid-project-slug': 'A project address (slug) uses lower-case letters, digits and dashes.',
  'project-last-maintainer': 'A project needs at least one maintainer: add another before removing the last one.',
  'invalid-project-logo': 'The logo must be a PNG, JPEG or GIF image you uploaded.',

  // --- API families (status names and NodeBB's api.* keys) ----------------------------------
  'bad-request': 'Something was wrong with the request.',
  'not-authorised': 'Please log in to do that.',
  'forbidden': 'You do not have permission to do that.',
  'conflict': 'That conflicts with a change made in the meantime. Please reload and try again.',
  'payload-too-large': 'What you sent is too large.',
  'gone': 'That is no longer available.',
  'too-many-requests': 'Too many requests. Please wait a moment and try again.',
  'internal-server-error': 'Something went wrong on our side. Please try again.',
  'service-unavailable': 'The service is not available right now. Please try again shortly.',
  'api.master-token-no-uid': 'A master API token needs a member id (_uid) in the request.',
  'api.400': 'Something was wrong with the request.',
  'api.401': 'Please log in to do that.',
  'api.403': 'You do not have permission to do that.',
  'api.404': 'We could not find what you were looking for.',
  'api.413': 'What you sent is too large.',
  'api.426': 'This needs a secure (HTTPS) connection.',
  'api.429': 'Too many requests. Please wait a moment and try again.',
  'api.500': 'Something went wrong on our side. Please try again.',
  'api.501': 'That is not available yet.',
  'api.503': 'The service is not available right now. Please try again shortly.',
  'api.reauth-required': 'Please confirm your password to continue.',

  // --- Federation (NodeBB's activitypub.* keys) ---------------------------------------------
  'activitypub.not-enabled': 'Federation with other sites is switched off.',
  'activitypub.invalid-id': 'That federated id is not valid.',
  'activitypub.invalid-content-type': 'That federated content type is not supported.',
  'activitypub.get-failed': 'The federated content could not be fetched.',
  'activitypub.pubKey-not-found': "The sender's public key could not be found.",
  'activitypub.origin-mismatch': "The federated content does not come from its sender's site.",
  'activitypub.not-implemented': 'That federated request is not supported yet.',
  'activitypub.orphan': 'That federated post has nothing it can be attached to.',
  'activitypub.rate-limited': 'Too many federated requests. Please wait a moment.',

  // --- The audio player (this product) ---------------------------------------------------------
  'invalid-track': 'That is not a track (a podcast episode or an event recording).',
  'no-track': 'That episode does not exist, or it has no audio.',

  // --- Notifications (this product) ------------------------------------------------------------
  'invalid-notification': 'That notification does not exist.',
  'invalid-unsubscribe': 'That unsubscribe link is not valid. Change your digest in your notification settings.',
  'too-many-muted-topics': 'You have muted as many topics as you can. Unmute one first.',
  'you-cant-follow-yourself': "You can't follow yourself.",
  'follow-blocked': "You can't follow this member while one of you blocks the other.",
  'register-blocked': "You can't register this member while one of you blocks the other.",
  'cohost-blocked': "You can't make this member a co-host while one of you blocks the other.",
  'maintainer-blocked': "You can't make this member a maintainer while one of you blocks the other.",
};

/** A catalogue message taken apart: `[[error:content-too-short, 8]]`. */
interface CatalogueMessage {
  /** 'error' for `[[error:key]]`; null for `[[key]]`. */
  namespace: string | null;
  key: string;
  /** Trimmed parameters; empty ones are kept as '' (and count as missing). */
  args: string[];
}

/** One `[[namespace:key, arg, arg]]` token (parameters never contain `]`; the server strips it). */
const TOKEN = /\[\[\s*(?:([A-Za-z0-9_-]+):)?([^,\]:\s][^,\]:]*?)\s*(?:,([^\]]*))?\]\]/g;
const WHOLE = new RegExp(`^\\s*${TOKEN.source}\\s*$`);

/** True when the whole string is one catalogue token (`[[error:key, args]]` or `[[key]]`). */
export function isCatalogueMessage(message: unknown): message is string {
  return typeof message === 'string' && WHOLE.test(message);
}

/** Takes a whole-string catalogue token apart; null for anything else. */
export function parseCatalogueMessage(message: string): CatalogueMessage | null {
  const m = WHOLE.exec(message);
  if (!m) return null;
  return { namespace: m[1] ?? null, key: m[2], args: splitArgs(m[3]) };
}

function splitArgs(raw: string | undefined): string[] {
  return raw === undefined ? [] : raw.split(',').map((a) => a.trim());
}

/** 'post-edit-duration' -> 'Post edit duration': how an unknown key is shown. */
export function readableKey(key: string): string {
  const words = key.replace(/[-_.]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : key;
}

/**
 * The text of a key with its parameters filled in (R5.11): `{...}` parts whose parameters are
 * all given are kept, others dropped; a bare placeholder without its parameter is left out and
 * the spacing tidied. An unknown key gives `readableKey(key)`.
 */
export function errorText(key: string, args: ReadonlyArray<string | number> = []): string {
  const template = isErrorKey(key) ? ERROR_TEXTS[key] : undefined;
  if (template === undefined) return readableKey(key);
  const values = args.map((a) => String(a).trim());
  const has = (n: string) => (values[Number(n) - 1] ?? '') !== '';
  const withOptional = template.replace(/\{([^{}]*)\}/g, (_, part: string) => {
    const used = [...part.matchAll(/%(\d)/g)].map((p) => p[1]);
    return used.every(has) ? part : '';
  });
  const filled = withOptional.replace(/%(\d)/g, (_, n: string) => (has(n) ? values[Number(n) - 1] : ''));
  return filled
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/\s+([.,:;!?)])/g, '$1')
    .replace(/\(\s*\)/g, '')
    .trim();
}

/**
 * R8.2: turns server messages into text. Every `[[error:key, a, b]]`, `[[key, a, b]]` or
 * `[[error:key]]` token in the message is replaced by its catalogue text with `%1`, `%2`, `%3`
 * filled from the trimmed parameters (see `errorText`); an unknown key reads as the key in words
 * ('Some new thing'). A message without tokens is returned unchanged; a non-string gives ''.
 */
export function translateMessage(message: string): string {
  if (typeof message !== 'string') return '';
  if (!message.includes('[[')) return message;
  return message.replace(TOKEN, (_, _namespace: string | undefined, key: string, rawArgs: string | undefined) =>
    errorText(key, splitArgs(rawArgs)),
  );
}
