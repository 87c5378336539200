// French field words (accents folded), beyond the shared stems in shared.ts.
import type { ForeignVocabulary } from './types.ts';

export const FRENCH: ForeignVocabulary = {
  'Computer Science':
    'genie logiciel, systemes distribue, securite informatique, cybersecurite, base donnee, reseaux informatique, compilation, verification formel',
  'Artificial Intelligence':
    'intelligence artificiel, artificiel, apprentissage automatique, apprentissage profond, reseaux neurone, traitement automatique langue, vision ordinateur',
  'Data Science':
    'science donnee, donnees massive, analyse donnee, megadonnee, prevision probabiliste, methode prevision, donnee consommation',
  'Electrical Engineering':
    'genie electrique, traitement signal, microelectronique, semiconducteur, reseaux electrique, automatique, telecommunication, antenne',
  'Mechanical Engineering':
    'genie mecanique, mecanique fluide, mecanique solide, combustion, turbomachine, aeronautique, vibration',
  'Civil Engineering': 'genie civil, ouvrages art, batiment, beton, hydraulique, structures, geotechnique',
  'Chemical Engineering': 'genie chimique, genie procede, procedes, reacteur, catalyse heterogene',
  'Biomedical Engineering': 'genie biomedical, imagerie medical, dispositifs medicaux, biomateriau',
  'Materials Science': 'science materiaux, alliage, couches minces, corrosion, polymere',
  Physics: 'mecanique quantique, optique, laser, particule, matiere condensee, photonique, supraconduct',
  Astronomy: 'etoile, planete, galaxie, observatoire, astrophysique, telescope',
  Mathematics: 'mathematique, equations derivee, analyse numerique, probabilite, geometrie, arithmetique',
  Statistics: 'statistique, inference, apprentissage statistique, biostatistique',
  Chemistry: 'chimie, moleculaire, synthese, spectroscopie, electrochimie, catalyseur',
  Biology: 'biologie, cellulaire, vegetal, plante, especes, ecosysteme, genome, proteine, sciences vie',
  Neuroscience: 'cerveau, neurosciences, cognition, synapse, neuronal',
  Medicine: 'medecine, patients, hopital, chu, maladie, therapeutique, cancer, sante, soins',
  'Public Health': 'sante publique, epidemiologie, prevention, inegalites sante, sante mondiale, cohorte, mortalite',
  Pharmacology: 'pharmacologie, medicament, pharmacie, toxicologie, molecule therapeutique',
  'Environmental Science':
    'environnement, environnemental, changement climatique, pollution, biodiversite, ecotoxicologie, qualite eau',
  'Earth Sciences': 'sciences terre, geologie, geophysique, glacier, sismique, volcanologie, sedimentaire, geosciences',
  'Agricultural Sciences':
    'agronomie, agricole, agriculture, ^cultures, elevage, sols agricole, agroecologie, foresterie',
  Economics: 'economie, economique, econometrie, macroeconomie, microeconomie, marche travail',
  'Business and Management':
    'sciences gestion, gestion, management, marketing, entreprise, comptabilite, entrepreneuriat, strategie',
  Psychology: 'psychologie, psychologique, comportement, emotion, cognitive',
  Sociology:
    'sociologie, sociologique, inegalite, classes sociale, trajectoires, travailleurs, precarite, entretiens biographique, entretiens semi directif, migrants, conditions travail, rapports sociaux',
  'Political Science':
    'science politique, sciences politique, politiques publique, democratie, ^elections, gouvernance, relations internationale',
  Law: 'droit, juridique, jurisprudence, droit public, droit prive, droit international, responsabilite civile, reglementation, cadre reglementaire, cadre juridique, contentieux',
  History: 'histoire, historique, epoque moderne, moyen age, archives',
  Linguistics: 'linguistique, langue, phonologie, syntaxe, semantique, acquisition langage, sociolinguistique',
  Education:
    'sciences education, enseignement, eleve, enseignant, ecole, pedagogie, didactique, apprentissage scolaire',
  Philosophy: 'philosophie, ethique, epistemologie, metaphysique, ^logique',
};
