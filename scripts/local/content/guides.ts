import { MESSAGE_REACH, ROLE_NAMES, Role, type RoleName } from '@beewatch/shared';

/**
 * The seeded user guide: for every role, in English (LanguageID 1) and French (2), what
 * the screens of this portal do. Administrators edit it afterwards (admin/userguide); the seed
 * never overwrites an item that exists. HTML uses only the guide allow-list
 * (functions/src/guides/sanitize.ts).
 */
interface Text {
  en: string;
  fr: string;
}
interface Section {
  header: Text;
  html: Text;
}

const ROLE_LABEL: Record<RoleName, Text> = {
  Administrator: { en: 'Administrator', fr: 'Administrateur' },
  SuperAdministrator: { en: 'Super Administrator', fr: 'Super administrateur' },
  BSController: { en: 'BS Controller', fr: 'Contrôleur BS' },
  NonBeeKeeper: { en: 'Non-Bee Keeper', fr: 'Non-apiculteur' },
  SwarmCoordinator: { en: 'Swarm Coordinator', fr: "Coordinateur d'essaims" },
  ProfessionalBeeKeeper: { en: 'Bee Keeper', fr: 'Apiculteur' },
  ByStander: { en: 'By Stander', fr: 'Riverain' },
  SprayLaison: { en: 'Spray Laison', fr: 'Correspondant pulvérisation' },
  BeeInspector: { en: 'Bee Inspector', fr: 'Inspecteur apicole' },
  VQAdministrator: { en: 'VQ Administrator', fr: 'Administrateur VQ' },
  SwarmWatch: { en: 'Swarm Watch', fr: 'Veille essaims' },
  iWAS: { en: 'iWAS', fr: 'iWAS' },
};

const p = (...lines: string[]) => lines.map((l) => `<p>${l}</p>`).join('');
const ul = (...items: string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;

function reachOf(role: RoleName): Text {
  const reach = MESSAGE_REACH[role];
  if (reach === 'all')
    return {
      en: 'As an administrator you can write to every user of the portal.',
      fr: "En tant qu'administrateur, vous pouvez écrire à tous les utilisateurs du portail.",
    };
  const names = (lng: 'en' | 'fr') => reach.map((r) => ROLE_LABEL[r][lng]).join(', ');
  return {
    en: `You can write to users with these roles: ${names('en')}. They can answer you.`,
    fr: `Vous pouvez écrire aux utilisateurs de ces rôles : ${names('fr')}. Ils peuvent vous répondre.`,
  };
}

function common(role: RoleName): Section[] {
  const reach = reachOf(role);
  return [
    {
      header: { en: 'Signing in', fr: 'Se connecter' },
      html: {
        en: p(
          'Enter your <strong>user name</strong> and <strong>password</strong> on the login page and press <em>Login</em>. <em>Remember me</em> keeps only your user name on this computer.',
          "If two-step verification is on, a 6-digit verification code is sent to you by email or SMS; type it in the popup. Tick <em>Don't send verification code for this device</em> to skip the code on this browser for 3 days.",
          'Forgot your password? Use <em>Forgot password</em>: a code is emailed to you, then you choose a new password.',
        ),
        fr: p(
          "Saisissez votre <strong>nom d'utilisateur</strong> et votre <strong>mot de passe</strong> sur la page de connexion puis appuyez sur <em>Se connecter</em>. <em>Se souvenir de moi</em> ne garde que votre nom d'utilisateur sur cet ordinateur.",
          "Si la vérification en deux étapes est active, un code à 6 chiffres vous est envoyé par e-mail ou SMS ; saisissez-le dans la fenêtre. Cochez l'option pour ne plus envoyer de code à cet appareil : le code n'est plus demandé sur ce navigateur pendant 3 jours.",
          'Mot de passe oublié ? Utilisez <em>Mot de passe oublié</em> : un code vous est envoyé par e-mail, puis vous choisissez un nouveau mot de passe.',
        ),
      },
    },
    {
      header: {
        en: 'The header: language, messages and settings',
        fr: "L'en-tête : langue, messages et paramètres",
      },
      html: {
        en:
          p('At the top of every page you see your name, your role or organisation and your user name.') +
          ul(
            '<strong>Language</strong>: switch between English and French at any time.',
            '<strong>Messages</strong> (envelope): the number of unread messages and your latest 3 messages. It refreshes by itself; open <em>All messages</em> for the full list.',
            '<strong>Settings</strong>: My Profile, Change Password, the time of your last login and Logout.',
          ),
        fr:
          p(
            "En haut de chaque page figurent votre nom, votre rôle ou organisation et votre nom d'utilisateur.",
          ) +
          ul(
            "<strong>Langue</strong> : passez de l'anglais au français à tout moment.",
            '<strong>Messages</strong> (enveloppe) : le nombre de messages non lus et vos 3 derniers messages. La liste se met à jour toute seule ; ouvrez <em>Tous les messages</em> pour la liste complète.',
            "<strong>Paramètres</strong> : Mon profil, Changer le mot de passe, l'heure de votre dernière connexion et Déconnexion.",
          ),
      },
    },
    {
      header: { en: 'Messages', fr: 'Messages' },
      html: {
        en: p(
          '<em>Messages</em> has two boxes: <strong>Inbox</strong> (messages to you) and <strong>Sent</strong> (messages you wrote), newest first, 10 per page. Open a message to read it; it is then marked read. You can mark it unread again.',
          'Alerts and escalations of the portal (swarm and spray alerts, hornet reports) also arrive in your inbox, from <em>Bee.Watch</em>.',
          `To write, choose <em>New message</em>, search the recipient by user name, then enter a title and your message. ${reach.en}`,
        ),
        fr: p(
          '<em>Messages</em> a deux boîtes : <strong>Reçus</strong> (les messages qui vous sont adressés) et <strong>Envoyés</strong> (ceux que vous avez écrits), du plus récent au plus ancien, 10 par page. Ouvrez un message pour le lire ; il est alors marqué comme lu. Vous pouvez le marquer de nouveau comme non lu.',
          'Les alertes et escalades du portail (alertes essaims et pulvérisations, signalements de frelons) arrivent aussi dans votre boîte, envoyées par <em>Bee.Watch</em>.',
          `Pour écrire, choisissez <em>Nouveau message</em>, cherchez le destinataire par son nom d'utilisateur, puis saisissez un titre et votre message. ${reach.fr}`,
        ),
      },
    },
    {
      header: {
        en: 'My Profile, password and two-step verification',
        fr: 'Mon profil, mot de passe et vérification en deux étapes',
      },
      html: {
        en: p(
          '<em>My Profile</em> shows and updates your name, address, country, post code, mobile and email. The post code and mobile are checked against your country.',
          '<em>Change Password</em> asks for your current password and a new one of at least 12 characters with upper and lower case letters, a digit and a symbol.',
          'After sign-in you may be offered <strong>two-step verification</strong>: a code sent by email each time you sign in from a new device. Enable it, or choose not to be asked again.',
        ),
        fr: p(
          '<em>Mon profil</em> affiche et met à jour votre nom, votre adresse, votre pays, votre code postal, votre mobile et votre e-mail. Le code postal et le mobile sont vérifiés selon votre pays.',
          "<em>Changer le mot de passe</em> demande votre mot de passe actuel et un nouveau d'au moins 12 caractères avec majuscules, minuscules, un chiffre et un symbole.",
          'Après la connexion, la <strong>vérification en deux étapes</strong> peut vous être proposée : un code envoyé par e-mail à chaque connexion depuis un nouvel appareil. Activez-la, ou choisissez de ne plus être sollicité.',
        ),
      },
    },
    {
      header: {
        en: 'Reporting an Asian hornet from the app',
        fr: "Signaler un frelon asiatique depuis l'application",
      },
      html: {
        en: p(
          'In the Bee.Watch app, choose a category, then add a photo, a short video or a sound recording and, if you can, the direction the hornet flew (compass). Your position is sent with the report.',
          'The report reaches the hornet controller, who reviews it and, depending on the category, warns the people in charge by email or SMS. The species video page shows what an Asian hornet looks like.',
        ),
        fr: p(
          "Dans l'application Bee.Watch, choisissez une catégorie, puis ajoutez une photo, une courte vidéo ou un enregistrement sonore et, si possible, la direction de vol du frelon (boussole). Votre position est envoyée avec le signalement.",
          "Le signalement parvient au contrôleur frelons, qui l'examine et, selon la catégorie, prévient les personnes responsables par e-mail ou SMS. La page vidéo de l'espèce montre à quoi ressemble un frelon asiatique.",
        ),
      },
    },
    {
      header: { en: 'Your data and leaving Bee.Watch', fr: 'Vos données et quitter Bee.Watch' },
      html: {
        en: p(
          'The <a href="/home/privacypolicy">privacy policy</a> explains what we keep and for how long: while you are active plus 6 months; commercial records up to 7 years.',
          'To close your account, open <a href="/home/unsubscribe">Unsubscribe</a>, enter your user name and the verification code emailed to you. Your account is disabled at once and your personal data erased within one month.',
        ),
        fr: p(
          'La <a href="/home/privacypolicy">politique de confidentialité</a> explique ce que nous conservons et combien de temps : tant que vous êtes actif, plus 6 mois ; les documents commerciaux jusqu\'à 7 ans.',
          'Pour fermer votre compte, ouvrez <a href="/home/unsubscribe">Se désinscrire</a>, saisissez votre nom d\'utilisateur et le code reçu par e-mail. Votre compte est désactivé aussitôt et vos données personnelles effacées dans un délai d\'un mois.',
        ),
      },
    },
  ];
}

const CONTROLLER: Section[] = [
  {
    header: {
      en: 'Reporting: hornet tracking history',
      fr: 'Rapports : historique des signalements de frelons',
    },
    html: {
      en:
        p(
          '<em>Reporting</em> lists every hornet report, 15 at a time; scroll down for more. Filter by category and by a from and to date, then press <em>Search</em>. Click <em>Location</em>, <em>Source</em> or <em>Date</em> to sort; click again to reverse.',
        ) +
        ul(
          'Evidence icons open the photo (with download), the video or the sound; a spinner means the upload has not arrived yet.',
          'The address opens a map of the report; the pencil edits the notes (at most 40 characters); the bin deletes the report after confirmation.',
          'Tick rows to show <em>Export Selected</em> (a Reporting.csv file, up to 10,000 rows) and <em>Map Selected</em>.',
          'The escalation icon shows who was warned, by which channel, and whether it worked.',
        ),
      fr:
        p(
          '<em>Rapports</em> liste tous les signalements de frelons, 15 à la fois ; faites défiler pour la suite. Filtrez par catégorie et par dates de début et de fin, puis appuyez sur <em>Rechercher</em>. Cliquez sur <em>Lieu</em>, <em>Source</em> ou <em>Date</em> pour trier ; cliquez de nouveau pour inverser.',
        ) +
        ul(
          "Les icônes de preuve ouvrent la photo (téléchargeable), la vidéo ou le son ; un indicateur de chargement signifie que l'envoi n'est pas encore arrivé.",
          "L'adresse ouvre une carte du signalement ; le crayon modifie les notes (40 caractères au plus) ; la corbeille supprime le signalement après confirmation.",
          'Cochez des lignes pour faire apparaître <em>Exporter la sélection</em> (un fichier Reporting.csv, 10 000 lignes au plus) et <em>Carte de la sélection</em>.',
          "L'icône d'escalade montre qui a été prévenu, par quel canal, et si l'envoi a réussi.",
        ),
    },
  },
  {
    header: { en: 'Categories and escalation', fr: 'Catégories et escalade' },
    html: {
      en: p(
        '<em>Category list</em> shows the categories of reports. <em>Add category</em> asks for a name (at most 100 characters) and a description.',
        'The activity popup of a category says who is responsible (Controller, WeWatch officer, another agency, emergency service, police…), whether to escalate by phone (SMS) or email, the recipients, and what the message shows: map, image, notes.',
        'New reports of a category are then sent to its recipients automatically. Reports of every escalated category also arrive in your Bee.Watch inbox.',
      ),
      fr: p(
        '<em>Liste des catégories</em> montre les catégories de signalements. <em>Ajouter une catégorie</em> demande un nom (100 caractères au plus) et une description.',
        "La fenêtre d'activité d'une catégorie indique le responsable (contrôleur, agent WeWatch, autre organisme, service d'urgence, police…), l'escalade par téléphone (SMS) ou par e-mail, les destinataires et ce que montre le message : carte, image, notes.",
        'Les nouveaux signalements de la catégorie sont alors envoyés automatiquement à ses destinataires. Les signalements de chaque catégorie escaladée arrivent aussi dans votre boîte Bee.Watch.',
      ),
    },
  },
];

const ADMINISTRATOR: Section[] = [
  {
    header: { en: 'Access codes and registration', fr: "Codes d'accès et inscription" },
    html: {
      en: p(
        '<em>Access codes</em> lists the codes, newest first. <em>Generate</em> creates a code for one role, with a subscription expiry date and a number of uses.',
        'Give the code to the new user: on the first-time login page they enter it and fill in the registration form; the role comes from the code.',
        'The settings dropdown also has <em>User Audit</em>: the failed sign-ins of the portal.',
      ),
      fr: p(
        "<em>Codes d'accès</em> liste les codes, du plus récent au plus ancien. <em>Générer</em> crée un code pour un rôle, avec une date d'expiration de l'abonnement et un nombre d'utilisations.",
        "Donnez le code au nouvel utilisateur : sur la page de première connexion, il le saisit et remplit le formulaire d'inscription ; le rôle vient du code.",
        'Le menu des paramètres propose aussi <em>Audit utilisateurs</em> : les connexions échouées du portail.',
      ),
    },
  },
  {
    header: { en: 'App versions and downloads', fr: "Versions de l'application et téléchargements" },
    html: {
      en: p(
        '<em>App versions</em> lists the app packages. <em>Add app version</em> asks for the app name, the folder (for example BeeWatch), the file name (without extension, for example beewatch-2-4-0), the version, the platform and notes, then uploads the package. It is checked (size, APK format) before it can be downloaded.',
        'Share the download link <code>/downloadapk/&lt;folder&gt;/&lt;file&gt;</code>: the package downloads as <code>&lt;folder&gt;.apk</code>. <em>Edit</em> changes the details or replaces the package.',
      ),
      fr: p(
        "<em>Versions de l'application</em> liste les paquets. <em>Ajouter une version</em> demande le nom de l'application, le dossier (par exemple BeeWatch), le nom du fichier (sans extension, par exemple beewatch-2-4-0), la version, la plateforme et des notes, puis envoie le paquet. Il est vérifié (taille, format APK) avant de pouvoir être téléchargé.",
        'Partagez le lien <code>/downloadapk/&lt;dossier&gt;/&lt;fichier&gt;</code> : le paquet se télécharge sous le nom <code>&lt;dossier&gt;.apk</code>. <em>Modifier</em> change les détails ou remplace le paquet.',
      ),
    },
  },
  {
    header: { en: 'Editing the user guide', fr: "Modifier le guide d'utilisation" },
    html: {
      en: p(
        '<em>Manage user guide</em> lists the guide items of a role in one language. <em>Add user guide</em> (or <em>Edit</em>) opens the editor: a header, the text with headings, bold, lists and links, and its position.',
        'The text is cleaned on the server before it is saved: scripts, images, styles and unsafe links are removed. The apps show the same guide.',
      ),
      fr: p(
        "<em>Gérer le guide d'utilisation</em> liste les rubriques du guide d'un rôle dans une langue. <em>Ajouter au guide</em> (ou <em>Modifier</em>) ouvre l'éditeur : un titre, le texte avec intertitres, gras, listes et liens, et sa position.",
        "Le texte est nettoyé sur le serveur avant d'être enregistré : scripts, images, styles et liens dangereux sont retirés. Les applications affichent le même guide.",
      ),
    },
  },
];

const SUPER_ADMINISTRATOR: Section[] = [
  {
    header: { en: 'Admin audit', fr: 'Audit des administrateurs' },
    html: {
      en: p(
        'The settings dropdown has <em>Admin Audit</em>: what administrators and accounts did (for example unsubscriptions and erasures), newest first.',
      ),
      fr: p(
        "Le menu des paramètres propose <em>Audit des administrateurs</em> : ce qu'ont fait les administrateurs et les comptes (par exemple désinscriptions et effacements), du plus récent au plus ancien.",
      ),
    },
  },
];

function alerts(text: Text): Section {
  return {
    header: { en: 'Alerts you receive', fr: 'Les alertes que vous recevez' },
    html: { en: p(text.en), fr: p(text.fr) },
  };
}

const ROLE_SECTIONS: Partial<Record<RoleName, Section[]>> = {
  BSController: CONTROLLER,
  Administrator: ADMINISTRATOR,
  SuperAdministrator: SUPER_ADMINISTRATOR,
  ProfessionalBeeKeeper: [
    alerts({
      en: 'Pesticide spray notifications within 10 km of your apiaries reach you by email, SMS and in your inbox, so you can protect your colonies. Swarm reports near you may be offered to you as a swarm collector.',
      fr: 'Les avis de pulvérisation de pesticides à moins de 10 km de vos ruchers vous parviennent par e-mail, SMS et dans votre boîte, pour protéger vos colonies. Des essaims signalés près de chez vous peuvent vous être proposés en tant que collecteur.',
    }),
  ],
  ByStander: [
    alerts({
      en: 'Pesticide spray notifications within 1 km of your home reach you by email, SMS and in your inbox.',
      fr: 'Les avis de pulvérisation de pesticides à moins de 1 km de votre domicile vous parviennent par e-mail, SMS et dans votre boîte.',
    }),
  ],
  NonBeeKeeper: [
    alerts({
      en: 'When you notify a spray, beekeepers within 10 km and bystanders within 1 km are warned. Questions from them reach you through Messages.',
      fr: 'Quand vous déclarez une pulvérisation, les apiculteurs à moins de 10 km et les riverains à moins de 1 km sont prévenus. Leurs questions vous parviennent par les Messages.',
    }),
  ],
  SwarmCoordinator: [
    alerts({
      en: 'Swarm reports from the public in your area arrive in your inbox; write to beekeepers and swarm watchers from Messages to organise the collection.',
      fr: "Les essaims signalés par le public dans votre secteur arrivent dans votre boîte ; écrivez aux apiculteurs et aux veilleurs d'essaims depuis les Messages pour organiser la collecte.",
    }),
  ],
  SwarmWatch: [
    alerts({
      en: 'Swarm alerts near you arrive in your inbox; your swarm coordinator can write to you there.',
      fr: "Les alertes d'essaims près de chez vous arrivent dans votre boîte ; votre coordinateur d'essaims peut vous y écrire.",
    }),
  ],
  SprayLaison: [
    alerts({
      en: 'Spray notifications of your area arrive in your inbox; answer pesticide users, bystanders and beekeepers from Messages.',
      fr: 'Les avis de pulvérisation de votre secteur arrivent dans votre boîte ; répondez aux utilisateurs de pesticides, aux riverains et aux apiculteurs depuis les Messages.',
    }),
  ],
  BeeInspector: [
    alerts({
      en: 'Write to beekeepers from Messages to arrange inspections; their answers arrive in your inbox.',
      fr: 'Écrivez aux apiculteurs depuis les Messages pour organiser les inspections ; leurs réponses arrivent dans votre boîte.',
    }),
  ],
};

/** One seeded guide item. DetailsID is stable, so seeding twice adds nothing. */
export interface SeedGuideItem {
  DetailsID: string;
  RoleID: number;
  LanguageID: 1 | 2;
  LinkHeader: string;
  LinkDetails: string;
  SortOrder: number;
}

/** Every role's guide in English (1) and French (2). */
export function seedGuides(): SeedGuideItem[] {
  return ROLE_NAMES.flatMap((role) => {
    const sections = [...(ROLE_SECTIONS[role] ?? []), ...common(role)];
    return ([1, 2] as const).flatMap((LanguageID) =>
      sections.map((s, i) => {
        const lng = LanguageID === 1 ? 'en' : 'fr';
        return {
          DetailsID: `SEED${Role[role]}L${LanguageID}N${i + 1}`,
          RoleID: Role[role],
          LanguageID,
          LinkHeader: s.header[lng],
          LinkDetails: s.html[lng],
          SortOrder: (i + 1) * 10,
        };
      }),
    );
  });
}
