// The es catalogues, one file per namespace (lib/i18n/catalogues.ts).
import common from './common.json';
import settings from './settings.json';
import dialogs from './dialogs.json';
import player from './player.json';
import notifications from './notifications.json';
import discussions from './discussions.json';
import topic from './topic.json';
import composer from './composer.json';
import events from './events.json';
import projects from './projects.json';
import profile from './profile.json';
import account from './account.json';
import onboarding from './onboarding.json';
import search from './search.json';
import explore from './explore.json';
import savedlist from './savedlist.json';
import audioqueue from './audioqueue.json';
import admin from './admin.json';
import chat from './chat.json';
import errors from './errors.json';
import cards from './cards.json';
import mail from './mail.json';
import feeds from './feeds.json';
import pwa from './pwa.json';

const catalogues = { common, settings, dialogs, player, notifications, discussions, topic, composer, events, projects, profile, account, onboarding, search, explore, savedlist, audioqueue, admin, chat, errors, cards, mail, feeds, pwa };

export default catalogues;
