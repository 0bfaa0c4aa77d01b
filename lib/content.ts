/**
 * Every sentence the site shows. Components receive this copy as props, so wording changes
 * happen here and nowhere else. Figures carry their source and year beside them.
 */
import { siteConfig } from '@/lib/site';

const brand = siteConfig.name;
const howItWorksId = 'how-it-works';

export type Link = { label: string; href: string };
export type ActionPair = { primary: Link; secondary: Link };
export type PageMeta = { title: string; description: string };
export type Illustration = { src: string; alt: string; width: number; height: number };
export type ImageCard = { title: string; text: string; illustration: Illustration };
/** `id` makes the block an in-page anchor target. */
export type TextBlock = { id?: string; title: string; paragraphs: string[] };
export type TitledText = { title: string; text: string };
export type Capability = { title: string; description: string; benefits: string[] };
export type SourcedFigure = { value: string; label: string; source: string; year: number };
export type PageIntro = { eyebrow: string; title: string; lead: string };

/**
 * Standard size of every illustration: fixed so cards never shift while images load.
 * Marked side-effect free so client bundles that need other copy leave these calls out.
 */
const illustration = /* @__NO_SIDE_EFFECTS__ */ (name: string, alt: string): Illustration => ({
  src: `/illustrations/${name}.svg`,
  alt,
  width: 480,
  height: 300,
});

/** Domain terms explained in a tooltip wherever they first appear in a block of copy. */
export const glossary: Record<string, string> = {
  'AC power flow':
    'Solving the full non-linear AC network equations (Newton-Raphson) for bus voltages, angles and branch flows, rather than the linear DC approximation.',
  'N-1':
    'N-1 contingency analysis: checking that the network stays within thermal and voltage limits after the loss of any single line, transformer or generator.',
  FACTS:
    'Flexible AC transmission systems: power-electronic and switched devices that control voltage and power flow on the AC network.',
  STATCOM:
    'Static synchronous compensator: a voltage-source-converter device that injects or absorbs reactive power, and keeps doing so when the voltage sags.',
  SVC: 'Static VAR compensator: thyristor-controlled reactors and thyristor-switched capacitors that vary reactive power smoothly over a set range.',
};

export const headerCopy = {
  skipLink: 'Skip to content',
  homeLabel: `${brand} home`,
  navLabel: 'Main',
  menuButton: 'Menu',
  login: 'Login',
};

export const footerCopy = {
  tagline: siteConfig.tagline,
  navLabel: 'Footer',
  contactLabel: 'Write to us',
  launched: `Launched in ${siteConfig.launchYear} by a climate venture studio.`,
};

export const homeCopy = {
  meta: {
    title: `${brand}: grid planning software and FACTS hardware`,
    description:
      'AC power flow, N-1 contingency and trade-off studies, plus the STATCOMs, SVCs and capacitor banks they call for, to connect data centres and renewables sooner.',
  } satisfies PageMeta,
  hero: {
    eyebrow: 'Grid planning software + FACTS hardware',
    title: 'Grid Planning. Rewired.',
    lead: 'Run AC power flow and N-1 contingency studies, weigh the cost of every option, and specify the STATCOM, SVC or capacitor bank that closes the gap. One platform, built to get data centres and renewable projects connected sooner.',
    actions: {
      primary: { label: 'Request Demo', href: '/contact/' },
      secondary: { label: 'How it works', href: `#${howItWorksId}` },
    } satisfies ActionPair,
    sourceLabel: 'Source',
    figure: {
      value: '≈2,300 GW',
      label: 'of generation and storage capacity was waiting in US interconnection queues at the end of 2024.',
      source: 'Lawrence Berkeley National Laboratory, “Queued Up”',
      year: 2025,
    } satisfies SourcedFigure,
  },
  cardsTitle: 'Two pressures on one network',
  cardsIntro: 'Ageing corridors and a wave of very large new loads meet at the same substations.',
  cards: [
    {
      title: 'Transmission Networks',
      text: 'Model the network as it is: buses, branches, transformers and their ratings. See where thermal and voltage limits bind before a new connection is studied, not after.',
      illustration: illustration(
        'transmission-towers',
        'Line drawing of lattice transmission towers carrying three-phase conductors across open country.',
      ),
    },
    {
      title: 'AI Load Integration',
      text: 'AI data centres arrive in blocks of hundreds of megawatts with fixed energisation dates. Test where they fit, what they trigger, and which reactive support makes the difference.',
      illustration: illustration(
        'ai-load',
        'Line drawing of server racks feeding a load curve that steps up sharply as new compute comes online.',
      ),
    },
  ] satisfies ImageCard[],
  textBlocks: [
    {
      id: howItWorksId,
      title: 'Purpose-Built for the Modern Grid',
      paragraphs: [
        `Interconnection work still moves between spreadsheets, single-case power flow files and consultants’ reports. ${brand} keeps the network model, the study cases and the cost of each mitigation in one place, so a developer’s question asked on Monday gets a screened, contingency-checked answer that week.`,
        'Every result traces back to an AC power flow solution and an N-1 contingency set you can open and inspect. There are no black-box scores: the platform shows the overloaded branch, the bus whose voltage falls below its limit, and the device that fixes it.',
      ],
    },
    {
      title: 'Solving the Ramping Challenge',
      paragraphs: [
        'As solar output falls in the evening, net load climbs steeply within a few hours. Meeting that ramp with new lines or new firm capacity takes years of permitting and construction.',
        'Predictive scenario modelling runs the network through those hours with your own load and generation forecasts, and shows where fast reactive support from FACTS devices keeps voltages within limits while the ramp passes. Where that is the cheaper answer, the economic comparison says so; where it is not, it says that too.',
      ],
    },
    {
      title: 'Software That Plans. Hardware That Performs.',
      paragraphs: [
        'A study should end in a device specification, not only a report. When the analysis finds a voltage or transfer constraint, the platform sizes the STATCOM, SVC or capacitor bank that resolves it, and prices it against the conventional network upgrade.',
        'Through partnerships with equipment makers we source mobile and modular units that install in months and can move as the network changes, so mitigation can be in service while the permanent upgrade is still being permitted.',
      ],
    },
  ] satisfies TextBlock[],
  audience: {
    title: 'Designed to help',
    intro: 'The people who plan, pay for and approve new connections.',
    items: [
      {
        title: 'Utilities',
        text: 'Transmission planners screening requests and defending upgrade plans with contingency-checked studies.',
      },
      {
        title: 'Developers',
        text: 'Data-centre and renewable developers who need to know what a connection will trigger before they commit.',
      },
      {
        title: 'Regulators',
        text: 'Staff reviewing whether a proposed upgrade is the least-cost way to meet reliability criteria.',
      },
      {
        title: 'Engineers and planners',
        text: 'Consulting engineers who want power flow cases, assumptions and results in one auditable place.',
      },
    ] satisfies TitledText[],
  },
};

export const featuresCopy = {
  meta: {
    title: 'Platform Features',
    description:
      'AI-assisted AC power flow and contingency screening, FACTS device sizing, interconnection support and economic trade-off analysis for grid planners.',
  } satisfies PageMeta,
  intro: {
    eyebrow: 'Platform',
    title: 'Platform Features',
    lead: 'From network model to installed device: the analysis, the economics and the hardware that move a connection through the queue.',
  } satisfies PageIntro,
  cardsTitle: 'Where it applies',
  cards: [
    {
      title: 'Transmission Networks',
      text: 'Import the planning case, check that it solves, and see loading and voltage on every corridor under each study scenario.',
      illustration: illustration(
        'single-line-diagram',
        'Single-line diagram of a meshed transmission network with buses, branches and power flow arrows.',
      ),
    },
    {
      title: 'Grid Modernization',
      text: 'Find where FACTS devices defer or replace a rebuild, and lay out the substation bay each device needs.',
      illustration: illustration(
        'substation',
        'Line drawing of a substation bay with a power transformer, circuit breakers and a compensation unit.',
      ),
    },
    {
      title: 'Data Center Integration',
      text: 'Test large, fast-growing loads at candidate sites and see which connection points have headroom today.',
      illustration: illustration(
        'data-center',
        'Line drawing of a data-centre hall with rows of server racks fed from a dedicated substation.',
      ),
    },
    {
      title: 'Generation Planning',
      text: 'Screen wind, solar and storage projects against thermal and voltage limits before they enter a cluster study.',
      illustration: illustration(
        'generation',
        'Line drawing of wind turbines and solar panel rows connected to a collector line.',
      ),
    },
  ] satisfies ImageCard[],
  capabilitiesTitle: 'Capabilities',
  capabilitiesIntro: 'Four tools that share one network model, so every answer is consistent with the others.',
  benefitsLabel: 'What you get',
  capabilities: [
    {
      title: 'AI-Powered Grid Analysis',
      description:
        'Machine-learning screening ranks thousands of scenario and contingency combinations, then confirms the critical ones with full AC power flow solutions.',
      benefits: [
        'Newton-Raphson AC power flow with N-1 contingency analysis',
        'Thermal and voltage violations traced to the element that causes them',
        'Scenario sets built from your own load and generation forecasts',
      ],
    },
    {
      title: 'FACTS Device Optimization',
      description:
        'Where a study shows a voltage or transfer constraint, the platform sizes and places the FACTS device that resolves it.',
      benefits: [
        'STATCOM, SVC and switched capacitor bank options compared side by side',
        'Reactive power requirement computed at the bus where it is needed',
        'Mobile and modular units sourced through equipment-maker partners',
      ],
    },
    {
      title: 'Interconnection Acceleration',
      description:
        'Prepare requests and answer study results with the same kind of model the transmission provider uses, in the cluster-study process set by FERC Order 2023.',
      benefits: [
        'Screen sites before committing a queue deposit',
        'See which network upgrades a project triggers, and which it shares',
        'Test mitigations before restudy, not after',
      ],
    },
    {
      title: 'Economic Trade-off Analysis',
      description:
        'Every mitigation is priced against its alternatives, so the least-cost option that meets reliability criteria is plain to see.',
      benefits: [
        'Capital cost, lead time and losses compared across options',
        'Device solutions weighed against line and transformer upgrades',
        'Assumptions recorded with every result, ready for regulatory review',
      ],
    },
  ] satisfies Capability[],
  demo: {
    title: 'See it on your network',
    text: `A 45-minute session with ${siteConfig.demoContact.name}, run on a planning case like yours.`,
    button: 'Schedule a Demo',
    subject: 'Demo Request',
    body: `Hello ${siteConfig.demoContact.name},\n\nI would like to schedule a demo of ${brand}. Please let me know a few times that suit you.\n\nThank you.`,
  },
};

export const aboutCopy = {
  meta: {
    title: 'About',
    description: `${brand} pairs grid-planning software with FACTS hardware to shorten the path from interconnection request to energisation.`,
  } satisfies PageMeta,
  intro: {
    eyebrow: 'About',
    title: `About ${brand}`,
    lead: 'We shorten the time between a request to connect and a project in service.',
  } satisfies PageIntro,
  mission: {
    title: 'Our mission',
    paragraphs: [
      `${brand} was built by a climate venture studio and launched in ${siteConfig.launchYear}. We pair grid-planning software with the hardware that planning calls for, because a study that stops at a report leaves the slowest step undone.`,
      'Our aim is a shared, auditable view of what the network can take, and the fastest reliable way to make room for more: for the utility that must keep the lights on, the developer waiting in the queue, and the regulator weighing the cost.',
    ],
  } satisfies TextBlock,
  highlightsTitle: 'Why teams choose us',
  highlights: [
    {
      title: 'Infrastructure Focus',
      text: 'We work on transmission and sub-transmission networks: the part of the grid where interconnection queues form.',
    },
    {
      title: 'Expert Team',
      text: 'Power-systems engineers who have run interconnection studies, working with software engineers who make those studies faster.',
    },
    {
      title: 'Turnkey Solution',
      text: 'From study to specified, sourced and installed device, with one team accountable for the result.',
    },
    {
      title: 'Industry Leading',
      text: 'The methods utility planning departments rely on, full AC power flow and N-1 contingency analysis, made fast enough to use at screening stage.',
    },
  ] satisfies TitledText[],
  whatItDoesTitle: 'What it does',
  whatItDoes: [
    {
      title: 'Analyses the network',
      text: 'AC power flow analysis, predictive scenario modelling and N-1 contingency screening on your own planning cases.',
    },
    {
      title: 'Recommends the device',
      text: 'Where constraints appear, it recommends FACTS devices (STATCOMs, SVCs and capacitor banks) sized and placed to resolve them, with economic trade-offs against conventional upgrades.',
    },
    {
      title: 'Sources the hardware',
      text: 'Through partnerships with equipment makers, we source mobile and modular units, so a recommendation becomes equipment on site.',
    },
  ] satisfies TitledText[],
  cta: {
    title: 'Bring us your hardest connection',
    text: 'A constrained corridor, a large new load or a queue position at risk: tell us what you are planning.',
  },
  actions: {
    primary: { label: 'Get in Touch', href: '/contact/' },
    secondary: { label: 'Explore Features', href: '/features/' },
  } satisfies ActionPair,
};

export const contactCopy = {
  meta: {
    title: 'Contact',
    description: `Ask about a study, a site or a demo. Your message opens in your own mail app, addressed to ${siteConfig.infoEmail}.`,
  } satisfies PageMeta,
  intro: {
    eyebrow: 'Contact',
    title: 'Talk to our engineers',
    lead: 'Tell us about the network, the project or the queue position you are working on. We reply within two working days.',
  } satisfies PageIntro,
  form: {
    title: 'Send us a message',
    fields: {
      firstName: 'First Name',
      lastName: 'Last Name',
      email: 'Email Address',
      company: 'Company',
      role: 'Role',
      subject: 'Subject',
      message: 'Message',
    },
    optional: 'optional',
    submit: 'Send message',
    clear: 'Clear',
    /** Printed in place of the form. `{address}` is filled in by the form. */
    onPaper: 'Write to {address} with your name, company and what you would like to study.',
    /** `{length}` and `{address}` are filled in by the form. */
    longMessage:
      'Your mail app should open with the whole message. Some mail apps shorten long ones, and this is {length} characters as a mail link: if the message there is cut short, copy it here and paste it into a new e-mail to {address}.',
    note: `Sending opens your own mail app with this message, addressed to ${siteConfig.infoEmail}. Nothing leaves your device until you send it there.`,
  },
  demoSteps: {
    title: 'How a demo works',
    steps: [
      {
        title: 'Schedule',
        text: 'Pick a time with our team and tell us the region and the kind of project you are studying.',
      },
      {
        title: 'Demonstrate',
        text: 'We run the platform on a representative planning case: power flow, contingencies, device options and their costs.',
      },
      {
        title: 'Implement',
        text: 'If it fits, we load your network model, agree the study scope and deliver the first results.',
      },
    ] satisfies TitledText[],
  },
};

/** Fields of the composed enquiry, in the order the mail body lists them. */
export const mailCopy = {
  notProvided: 'Not provided',
  labels: {
    to: 'To',
    subject: 'Subject',
    name: 'Name',
    email: 'Email',
    company: 'Company',
    role: 'Role',
    message: 'Message',
  },
  toast: {
    title: 'Opening your mail app',
    description: (address: string) => `Your message to ${address} should appear in your mail app, ready to send.`,
    copyAction: 'Copy message',
    copied: 'Message and address copied',
    copyFailed: (address: string) => `Couldn’t copy. Please write to ${address}.`,
  },
};

export const notFoundCopy = {
  title: 'Oops! Page not found',
  text: 'The page you asked for does not exist or has moved.',
  homeLink: 'Return to Home',
};

export const errorCopy = {
  title: 'Unexpected Application Error!',
  text: 'Something went wrong while showing this page. Trying again usually helps.',
  retry: 'Try again',
  homeLink: 'Return to Home',
};
