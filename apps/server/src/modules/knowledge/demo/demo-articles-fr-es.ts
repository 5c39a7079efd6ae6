import type { DemoArticle } from './demo-article.js';

/**
 * Globex Insurance's claims team in Lyon, and the French-language desk of Acme Telecom's US care floor
 * (customers in Quebec and Louisiana who ask to be served in French).
 */
export const FRENCH_ARTICLES: DemoArticle[] = [
  {
    tenants: ['acme-us-care'],
    title: 'Remboursements : délais et formulation pour les clients francophones',
    tags: ['remboursements', 'facturation'],
    daysAgo: 4,
    html: `<p>Un remboursement par carte est émis le jour de son approbation et apparaît sur le relevé du client sous <strong>3 à 5 jours ouvrables</strong>. Pour un appareil retourné, le remboursement ne démarre qu’une fois le colis scanné à l’entrepôt.</p><p>Donnez une date précise au client (« vous verrez 89,99 $ recrédités sur la carte se terminant par 4417 d’ici vendredi ») et notez la référence du remboursement dans le dossier.</p>`,
  },
  {
    tenants: ['acme-us-care'],
    title: 'Vérification d’identité avant toute modification du compte',
    tags: ['identité', 'sécurité'],
    daysAgo: 11,
    html: `<p>Confirmez deux éléments parmi : nom complet et date de naissance, code postal de facturation, quatre derniers chiffres du numéro de compte, ou code à usage unique envoyé au numéro enregistré. Ne demandez jamais le mot de passe, le NIP ni le numéro complet de la carte.</p>`,
  },
  {
    tenants: ['acme-us-care'],
    title: 'Pannes de réseau : carte des pannes et crédits',
    tags: ['pannes', 'réseau'],
    daysAgo: 2,
    html: `<p>Consultez la carte des pannes avec le code postal du client avant tout dépannage. Au-delà de 24 heures sans service, un crédit de 10 $ par jour complet est appliqué automatiquement sur la prochaine facture.</p>`,
  },
  {
    tenants: ['globex-fr-claims'],
    title: 'Déclaration de sinistre auto : les informations à recueillir',
    tags: ['sinistres', 'auto'],
    daysAgo: 4,
    html: `<p>Recueillez la date, l’heure et le lieu du sinistre, l’immatriculation des véhicules, les coordonnées de l’autre conducteur et de son assureur, et demandez si un constat amiable a été rempli. Vérifiez que personne n’est blessé avant toute autre question.</p><p>Le numéro de dossier est communiqué à l’assuré à la fin de l’appel et envoyé par SMS.</p>`,
  },
  {
    tenants: ['globex-fr-claims'],
    title: 'Délais de remboursement des sinistres',
    tags: ['remboursements', 'sinistres'],
    daysAgo: 7,
    html: `<p>Une fois l’expertise reçue, l’indemnisation est versée sous <strong>10 jours ouvrés</strong> par virement sur le compte de l’assuré. Les remboursements de franchise après recours contre le tiers responsable prennent en moyenne 3 mois.</p><p>Donnez toujours une date à l’assuré plutôt qu’un délai vague.</p>`,
  },
  {
    tenants: ['globex-fr-claims'],
    title: 'Vérification d’identité de l’assuré',
    tags: ['identité', 'conformité'],
    daysAgo: 15,
    html: `<p>Avant d’accéder au contrat, vérifiez le nom, la date de naissance et le numéro de contrat ou l’adresse postale. Ne demandez jamais de mot de passe ni le code de sécurité d’une carte bancaire.</p>`,
  },
  {
    tenants: ['globex-fr-claims'],
    title: 'Véhicule de remplacement et dépannage',
    tags: ['assistance', 'auto'],
    daysAgo: 10,
    html: `<p>Avec la formule Confort, l’assuré a droit à un véhicule de remplacement pendant 7 jours en cas d’accident et au dépannage 24 h/24 dès 0 km. Avec la formule Essentielle, le dépannage commence à 50 km du domicile.</p>`,
  },
  {
    tenants: ['globex-fr-claims'],
    title: 'Dégât des eaux : premières démarches',
    tags: ['sinistres', 'habitation'],
    daysAgo: 21,
    html: `<p>Conseillez à l’assuré de couper l’arrivée d’eau, de prendre des photos et de conserver les factures. La déclaration doit être faite sous 5 jours ouvrés. Un expert est mandaté si les dommages dépassent 1 600 €.</p>`,
  },
];

/** Globex Insurance's sales team in Spain. */
export const SPANISH_ARTICLES: DemoArticle[] = [
  {
    tenants: ['globex-es-sales'],
    title: 'Reembolsos de primas tras una cancelación',
    tags: ['reembolsos', 'cancelaciones'],
    daysAgo: 5,
    html: `<p>Si el cliente cancela dentro de los 30 días siguientes a la contratación, se le devuelve la prima completa. Después, se reembolsa la parte proporcional no consumida. El reembolso llega a la cuenta del cliente en un plazo de <strong>5 a 7 días hábiles</strong>.</p>`,
  },
  {
    tenants: ['globex-es-sales'],
    title: 'Ofertas de retención antes de una baja',
    tags: ['retención', 'ventas'],
    daysAgo: 8,
    html: `<p>Antes de tramitar una baja, pregunta el motivo. Puedes ofrecer un 15 % de descuento durante 12 meses, el cambio a la modalidad Básica o la suspensión del seguro hasta 3 meses. Nunca presiones al cliente: si insiste, tramita la baja el mismo día.</p>`,
  },
  {
    tenants: ['globex-es-sales'],
    title: 'Verificación de la identidad del cliente',
    tags: ['identidad', 'cumplimiento'],
    daysAgo: 14,
    html: `<p>Confirma el nombre completo, el DNI o NIE y la fecha de nacimiento antes de hablar de la póliza. No pidas nunca contraseñas, el PIN ni el código de seguridad de la tarjeta.</p>`,
  },
  {
    tenants: ['globex-es-sales'],
    title: 'Subida de la prima en la renovación',
    tags: ['renovación', 'precios'],
    daysAgo: 3,
    html: `<p>Explica los motivos de la subida (siniestralidad del año, cambio de tramo de edad, revalorización del capital asegurado). Ofrece revisar las coberturas o una franquicia más alta para reducir el precio.</p>`,
  },
];
