// Dutch field words, beyond the shared stems in shared.ts.
import type { ForeignVocabulary } from './types.ts';

export const DUTCH: ForeignVocabulary = {
  'Computer Science':
    'softwaretechnologie, computerwetenschap, gedistribueerde systemen, beveiliging, programmeertal, softwareontwikkel, softwarearchitect, softwarekwaliteit, softwaresystem, besturingssysteem, computernetwerk, cryptograf, databank, gegevensbank, algoritmiek, compiler, formele verificatie, formele methoden, computerinteractie, mens machine interactie, computergrafiek, complexiteitstheorie, berekenbaarheid, datastructur, webtechnolog, zoekmachine, modelgedreven, cloudcomput',
  'Artificial Intelligence':
    'kunstmatige intelligentie, machinaal leren, neurale netwerk, taalmodel, kunstmatig, diep leren, diepe neurale, neuraal netwerk, versterkend leren, beeldherkenning, beeldverwerking, computervisie, patroonherkenning, spraakherkenning, objectherkenning, gezichtsherkenning, natuurlijke taalverwerking, kennisrepresentatie, kennisgraf, automatisch redeneren, generatieve ai, generatieve model, uitlegbare ai, zelflerend, lerende systemen, dialoogsysteem, autonome systemen',
  'Data Science':
    'datawetenschap, data-analyse, datagedreven, voorspelmethode, verbruiksdata, dataanalyse, data analist, datamining, textmining, datavisualisatie, data integratie, datakwaliteit, datagestuurd, data gedreven, voorspellend model, voorspelmodel, voorspellingsmodel, anomaliedetectie, datastromen, dataplatform, datafusie, datapijplijn, kennisontdekking, grootschalige data',
  'Electrical Engineering':
    'elektrotechniek, halfgeleider, signaalverwerking, vermogenselektronica, regeltechniek, telecommunicatie, draadloze communicatie, mobiele communicatie, antenne, hoogspanning, laagspanning, elektriciteitsnet, stroomnet, energienet, netintegratie, netstabiliteit, omvormer, elektrische aandrijving, elektrische machine, elektronische schakeling, geintegreerde schakeling, chipontwerp, transistor, radarsysteem, microgolf, hoogfrequent, elektromagnetische compatib',
  'Mechanical Engineering':
    'werktuigbouwkunde, werktuigbouw, stromingsleer, verbranding, turbine, werktuigkunde, stromingsmechanica, stromingsdynamica, vloeistofdynamica, warmteoverdracht, ^motoren, voertuig, luchtvaart, ruimtevaarttechniek, vliegtuig, technische mechanica, continuummechanica, trillingen, trillingsanaly, productietechniek, productietechnolog, fabricage, additieve productie, werktuigmachine, verspaningstechn, lastechniek, mechatronica, slijtage, koeltechniek, warmtepomp, aandrijftechniek, tandwiel, machinebouw, machineontwerp',
  'Civil Engineering':
    'civiele techniek, waterbouw, bouwkunde, constructie, dijken, kustwaterbouw, civieltechn, civiel ingenieur, ^bouwkundig, gewapend beton, beton$, staalbouw, ^bruggen, tunnelbouw, wegenbouw, verkeerskunde, verkeerstechniek, spoorweg, hydraulica, kustverdediging, hoogwaterbescherming, waterkering, dijkversterking, funderingstechn, grondmechanica, bodemmechanica, bouwmateria, bouwproces, bouwtechnolog, bouwfysica, houtbouw, metselwerk',
  'Chemical Engineering':
    'procestechnologie, chemische technologie, reactorkunde, proceskunde, procestechniek, scheikundige technologie, chemisch ingenieur, reactorontwerp, bioreactor, scheidingstechn, destillatie, membraantechnolog, membraanscheiding, stofoverdracht, elektrolyser, waterstofproductie, waterelektrolyse, procesintensivering, procesontwerp, processimulatie, bioproces, synthesegas, co2 afvang, koolstofafvang, raffinage, petrochemi, deeltjestechnolog',
  'Biomedical Engineering':
    'medische technologie, biomedische technologie, implantaat, technische geneeskunde, medische beeldvorming, medische apparatuur, medische hulpmiddel, prothes, biomateria, weefselkweek, weefseltechnolog, biosensor, biosignaal, orthes, revalidatietechnolog, bewegingsanalyse, exoskelet, tomograf, echografie, bioprint, medische robot, chirurgische robot, biomedische ingenieur',
  'Materials Science':
    'materiaalkunde, materiaalwetenschap, legeringen, dunne laag, materiaaleigenschap, materiaalgedrag, materiaalontwikkel, materiaalkarakteris, materiaalfysica, metaalkund, keramiek, kunststof, composiet, vezelversterkt, corrosie, oppervlaktetechnolog, dunne film, microstructuur, breukmechanica, materiaalvermoeiing, nanostructur, ^sinter, batterijmateria, rontgendiffractie, niet destructief, gieterij',
  Physics:
    'natuurkunde, kwantum, deeltje, optica, vaste stof, natuurkund, gecondenseerde materie, zachte materie, supergeleid, magnetisme, spintronica, fotonica, foton, kernfusie, licht materie, ultrakoud, neutronen, versneller, relativiteitstheorie, elektromagnetisme',
  Astronomy:
    'sterrenkunde, sterrenstelsel, sterren, sterrenwacht, planeten, heelal, melkweg, zwart gat, neutronenster, planeet, planetair, zonnestelsel, zonnefysica, zonnewind, kosmisch, telescoop, ruimteonderzoek, ruimtemissie, donkere materie, donkere energie, planetoide, asteroid, komeet, hemellicha, stervorming, interstellair',
  Mathematics:
    'wiskunde, wiskundig, getaltheorie, meetkunde, meetkund, algebra, differentiaalvergelijking, numerieke analyse, combinatoriek, grafentheorie, groepentheorie, representatietheorie, functionaalanalyse, verzamelingenleer, bewijstheorie, variatierekening, dynamische systemen, operatortheorie, spectraaltheorie, harmonische analyse, rekenkunde, integraalvergelijking, categorietheorie',
  Statistics:
    'statistiek, kansrekening, regressie, bayesiaans, schattingstheorie, hypothesetoets, significantietoets, betrouwbaarheidsinterval, variantieanalyse, multivariat, steekproeftheorie, tijdreeks, kansverdeling, kansmodel, inferentie, overlevingsanalyse, gemengde model, niet parametrisch, meerniveau, schatter',
  Chemistry:
    'scheikunde, chemie, organische chemie, katalyse, moleculen, scheikund, molecuul, supramoleculair, anorganisch, organisch, katalysator, katalytisch, spectroscopie, massaspectrometrie, chromatograf, oplosmiddel, reagens, reactiemechanisme, organometaal, natuurstof, ligand, elektrolyt, synthese',
  Biology:
    'biologie, planten, ^dieren, ecologie, cellen$, eiwitten, levenswetenschap, biowetenschap, organism, genoom, genomica, ^evolutionair, biodiversiteit, soortenrijkdom, ecosysteem, insect, vogelsoort, vogeltrek, ornitholog, zoogdier, vissoort, bacterie, schimmel, algen, stamcel, celkweek, eiwit, fotosynthese, symbiose, parasiet, soortvorming, diergedrag, zebravis, fruitvlieg, microbioom',
  Neuroscience:
    'hersenen, hersenonderzoek, neurowetenschap, hersen, brein, zenuwcel, zenuwstelsel, neuronale activiteit, synaps, synapt, neurodegenerat, elektrofysiolog, neurofysiolog, neuroanatom, neurobeeldvorming, neuroplastic, ruggenmerg, gliacel, neurotransmitt, slaaponderzoek',
  Medicine:
    'geneeskunde, patienten, ziekenhuis, umc, ziekte, behandelingen, behandelmethod, medische behandeling, kliniek, artsen, huisarts, kanker, tumor, vaatziekt, cardiovasculair, diabet, anesthesi, gynaecolog, psychiatri, orthopedi, verloskunde, infectie, ontsteking, beroerte, hartfalen, transplantatie, patholog, diagnostiek, spoedeisende, verpleegkunde, tandheelkunde, kinesitherap, baarmoeder, migraine',
  'Public Health':
    'volksgezondheid, gezondheidswetenschap, epidemiologie, preventie, gezondheidszorg, zorgonderzoek, gezondheidsbevordering, gezondheidsbeleid, gezondheidsverschillen, gezondheidsgedrag, gezondheidsvaardigheden, bevolkingsgezondheid, bevolkingsonderzoek, publieke gezondheid, openbare gezondheid, rivm, sciensano, vaccinatie, infectieziektebestrijd, pandemi, leefstijl, overgewicht, obesitas, sterfte, mortaliteit, cohortonderzoek, arbeidsgeneeskund, sociale geneeskund, eerstelijnszorg, zorgstelsel',
  Pharmacology:
    'farmacologie, geneesmiddel, farmacie, farmaco, farmaca, farmacokineti, farmacodynami, medicijn, medicatie, werkzame stof, bijwerking, toxiciteit, dosering, apotheek, galenica, medicinale chemie, vaccinontwikkel, werkingsmechanisme, remmer, toedieningsvorm',
  'Environmental Science':
    'milieu, milieukunde, klimaatverandering, ^klimaat, waterkwaliteit, vervuiling, broeikasgas, co2 uitstoot, uitstoot, luchtkwaliteit, fijnstof, stikstofdeposit, microplastic, afvalbeheer, circulaire economie, levenscyclusanalyse, ecotoxicolog, natuurbehoud, natuurbeheer, natuurherstel, natuurbescherming, verontreiniging, zware metalen, eutrofiering, ecosysteemdienst, hittestress, verdroging',
  'Earth Sciences':
    'aardwetenschap, geologie, bodemkunde, gesteente, aardbeving, aardkunde, fysische geografie, geomorfolog, sediment, gletsjer, ijskap, zee ijs, zeespiegel, oceanograf, oceaan, meteorolog, atmosfeer, atmosferisch, vulkaan, grondwater, paleontolog, stratigraf, petrolog, aardkorst, aardmantel, geotherm, aardobservatie, bodemdaling, geodesie',
  'Agricultural Sciences':
    'landbouwkunde, ^gewas$, gewassen, gewasbescherm, gewasgroei, gewasopbrengst, tuinbouwkund, bosbouwkund, veehouderij, akkerbouw, tuinbouw, bodemvruchtbaarheid, plantenteelt, plantenveredeling, teelt, oogst, veeteelt, melkvee, rundvee, varkenshouderij, pluimvee, diervoeding, dierenwelzijn, bemesting, mestverwerk, dierlijke mest, tarwe, aardappel, suikerbiet, bosbouw, grasland, zuivel, irrigatie, fruitteelt, wijnbouw, onkruid, plaag',
  Economics:
    'economie, economisch, arbeidsmarkt, econometrie, volkshuishoudkunde, inflatie, centrale bank, monetair, fiscaal, begrotingsbeleid, overheidsfinancien, speltheorie, wereldhandel, handelsbeleid, wisselkoers, mededinging, marktwerking, welvaart, bruto binnenlands, minimumloon, loonvorming, conjunctuur, recessie, werkloosheid, financiele markt, kapitaalmarkt',
  'Business and Management':
    'bedrijfskunde, bedrijfseconomie, ondernemerschap, bedrijven, ^management, innovatie, handelswetenschap, toegepaste economische wetenschap, handelsingenieur, bedrijfsvoering, organisatiekunde, organisatiewetenschap, organisatiegedrag, personeelsbeleid, consumentengedrag, boekhouding, accountancy, accountant, toeleveringsketen, logistiek, bedrijfsmodel, verdienmodel, bedrijfsproces, financieel management',
  Psychology:
    'psychologie, ^gedrag, angst, emoties, emotie, cognitie, persoonlijkheidsstoornis, persoonlijkheidskenmerk, welbevinden, psychisch, zelfregulatie, empathi, zelfbeeld, eigenwaarde, reactietijd, psychometr, agressie, oogbeweging, mentale gezondheid, werkgeheugen, executieve functie, hechtingsstijl',
  Sociology:
    'sociologie, sociale ongelijkheid, samenleving, ongelijkheid, migratie, migrant, sociale netwerk, etniciteit, segregatie, levensloop, sociale mobiliteit, armoede, demograf, sociaal kapitaal, sociale cohesie, sociale beweging, buurt, vluchteling, immigratie, verzorgingsstaat, sociale uitsluiting',
  'Political Science':
    'politicologie, politiek, democratie, bestuurskunde, verkiezing, democrat, parlement, internationale betrekking, kiezer, stemgedrag, kiesstelsel, electoraal, populisme, extremisme, europese integratie, beleidsanalyse, conflictonderzoek, vredesonderzoek, openbaar bestuur, lokaal bestuur, lokale bestu, burgerparticipatie, federalisme, staatsvorming, autoritair, lobby',
  Law: 'rechtsgeleerdheid, ^rechten, wetgeving, privaatrecht, strafrecht, bestuursrecht, juridisch, burgerlijk recht, staatsrecht, publiekrecht, ondernemingsrecht, europees recht, internationaal recht, mensenrechten, grondrechten, omgevingsrecht, gezondheidsrecht, informatierecht, intellectuele eigendom, auteursrecht, mededingingsrecht, verbintenissenrecht, contractenrecht, aansprakelijkheid, rechtspraak, rechtbank, rechterlijk, jurisprudentie, rechtsstaat, rechtsvergelijking, rechtsfilosofie, criminolog, advocatuur, notariaat, regelgeving, wetboek, strafproces',
  History:
    'geschiedenis, geschiedkunde, historisch, middeleeuw, vroegmodern, ^oudheid, archeolog, archief, koloniaal, dekolonis, wereldoorlog, erfgoed, handschrift, paleografie, oorkonde, kroniek, eeuw, herinneringscultuur, medievist, slavernij',
  Linguistics:
    'taalkunde, taalwetenschap, meertaligheid, taalverwerving, taalkund, fonolog, syntaxis, syntactisch, semantiek, pragmatiek, grammatica, lexicolog, lexicografie, dialect, taalverandering, taalvariatie, taalgebruik, taalcontact, taaltypologie, vertaalwetenschap, neerlandistiek, romaanse talen, letterkund, gebarentaal, ^spraak, filolog',
  Education:
    'onderwijskunde, pedagogiek, leerlingen, ^leraren, school, ^leraar, leerkracht, kinderopvang, vroegschool, klaslokaal, klaspraktijk, leeromgeving, leerplan, leerprestatie, schoolleid, schoolprestatie, schoolloopbaan, schooluitval, volwasseneneducatie, vmbo, leesvaardigheid, geletterdheid, opvoeding',
  Philosophy:
    'wijsbegeerte, filosofie, ethiek, wijsgerig, metafysica, kennistheorie, ^logica, fenomenolog, hermeneut, esthetica, dialectiek, dialectisch, moraal, theolog, godgeleerdheid, rechtvaardigheid, deugden, ^deugd$, vrije wil, argumentatietheorie, transcendentaal, existentialisme',
};
