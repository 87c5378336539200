// Finnish field words (ä -> a, ö -> o). Finnish inflects by changing a word's end (tiede, tieteen,
// tieteiden), so most entries are the part every form shares; compounds are common
// (kasvatustieteiden = of the educational sciences), and the stems are found inside them.
import type { ForeignVocabulary } from './types.ts';

export const FINNISH: ForeignVocabulary = {
  'Computer Science':
    'tietojenkasittely, tietotekniik, ohjelmisto, ohjelmointi, tietoturva, kyberturvallisuu, hajautetu, algoritmi, tietokan, kayttojarjestelm, tietoverk, kayttoliittym, vuorovaikutussuunnittel, formaal menetelm, salaus, pilvilaskent, pilvipalvel, tietorakente, laskennan teoria, virtualisoin, kaantajatekniik, ohjelmointikiel, tietojenkasittelytiet',
  'Artificial Intelligence':
    'tekoaly, koneoppi, syvaoppi, neuroverk, kielimall, konenako, keinoaly, vahvistusoppi, kielenkasittely, luonnollisen kielen, puheentunnistu, kuvantunnistu, hahmontunnistu, kasvojentunnistu, robotiik, autonomis jarjestelm, generatiivi, moniagentti, ohjattu oppimi, evoluutioalgoritm, neuraali',
  'Data Science':
    'datatiede, data-analytiik, massadata, datatiet, tiedonlouhin, datavisualisoin, datalahtoi, suur aineisto, ennustemall, datainsinoor, dataintensiivi, data analyytik, ennakoiv analytiik, datan louhin',
  'Electrical Engineering':
    'sahkotekniik, elektroniik, sahkoverk, signaalinkasittely, tehoelektroniik, puolijohte, antenn, puolijohde, sahkomoottor, sahkokone, sahkonjakelu, sahkovoima, tietoliiken, langaton, langatto, mikroaalto, radiotekniik, piirisuunnittel, integroi piiri, saatotekniik, automaatiotekniik, suurjannite, anturitekniik, muuntaj, sahkoasem',
  'Mechanical Engineering':
    'konetekniik, virtausmekaniik, lampotekniik, polttomoottor, valmistustekniik, ajoneuvo, konesuunnittel, koneenrakennu, lujuusop, termodynamiik, lammonsiirto, mekatroniik, turbiini, palami, lentokone, ilmailutekniik, hydrauliik, tuotantotekniik, jaahdyty, moottori, voimansiirto, koneautomaatio',
  'Civil Engineering':
    'rakennustekniik, rakennesuunnittelu, betonirakente, siltojen, siltarakent, sillanrakennu, liikennetekniik, geotekniik, vesirakenn, rakennetekniik, rakennusfysiik, rakennusmateriaal, rakennusala, rakennusteollisuu, betoni$, betonin$, betonia$, betonitekn, terasrakente, puurakente, kantav rakente, tienrakennu, tietekniik, liikennesuunnittel, vesihuol, tunneli, infrarakent, yhdyskuntasuunnittel, pohjarakent, maanrakennu, rakennusinsinoor, rakennustyomaa',
  'Chemical Engineering':
    'kemiantekniik, prosessitekniik, prosessisuunnittelu, reaktoritekniik, bioprosess, erotusprosess, erotustekniik, tislaus, biojalostam, jalostamo, paperitekniik, kuitutekniik, polttokenno, elektrolyyser, reaktiotekniik, aineensiirto, kemianteollisuu, hiilidioksid talteen, kiteyty, prosessimallinnu, uuttami',
  'Biomedical Engineering':
    'laaketieteellinen tekniikka, biolaaketieteen tekniik, laakinnallinen laite, kuvantami, biolaaketieteelli tekniik, laakinnallis lait, laakintalait, laakintatekniik, terveysteknolog, protees, implantti, biosensor, kudostekn, biosignaal, bioelektroniik, mikrofluidiik, kuntoutustekniik, tahdisti, aivokayttoliittym, puettav',
  'Materials Science':
    'materiaalitiede, materiaalitekniik, metalliseo, ohutkalvo, korroosio, materiaalifysiik, materiaalikemi, materiaalitutkimu, materiaaliominaisuu, komposiit, polymeerimateriaal, keraami, lejeeri, mikroraken, akkumateriaal, pinnoit, funktionaalis materiaal, murtumismekaniik, kuitumateriaal, metallien',
  Physics:
    'fysiikka, fysiikan, kvantti, hiukkasfysiik, optiikka, plasmafysiik, fysiik, optiik, fotoni, ydinfysiik, atomifysiik, suprajoh, neutroni, fuusioenergia, fuusioreaktor, hiukkaskiihdyt, sironta, alkeishiuk, magnetismi, kvanttimekaniik',
  Astronomy:
    'tahtitiede, tahtitieteen, avaruus, galaksi, tahdet, tahtien, planeeto, planeett, tahtitiet, tahtijouk, tahtisumu, aurinkokun, kaukoputk, teleskoop, eksoplanee, musta auk, pimea aine, supernova, komeet, asteroid, linnunra, gravitaatioaal, observatorio',
  Mathematics:
    'matematiikka, matematiikan, algebra, geometri, differentiaaliyhtalo, matemaatti, lukuteoria, funktionaalianalyy, kombinatoriik, graafiteoria, ryhmateoria, numeeri analyy, reaalianalyy, kompleksianalyy, dynaami jarjestelm, mittateoria, kategoriateoria, esitysteoria, matriisiteori, optimointiteori',
  Statistics:
    'tilastotiede, tilastotieteen, tilastollinen, tilastollise, todennakoisyy, tilastotiet, tilastomenetelm, regressio, aikasarj, bayesilai, stokasti, monimuuttuj, elinaika analyy, elinaikamall, satunnaisprosess, koesuunnittelu, kausaalipaattel, otantamenetelm, luottamusvali, hypoteesintestau',
  Chemistry:
    'kemia, kemian, orgaaninen kemia, synteesi, katalyy, spektroskopi, epaorgaani, sahkokemi, polymeerikemi, pintakemi, kvanttikemi, molekyyli, massaspektrometri, kromatografi, reaktiomekanism, kemisti, koordinaatiokemi, laskennallinen kemia, alkuaine, liuotin, fotokemi',
  Biology:
    'biologia, biologian, solubiologi, molekyylibiologi, ekologia, eliolaji, perinnollisyy, evoluutio, kasvit, genetiik, ^genomi, ^solu$, ^solut$, ^solun$, solujen, soluiss, proteiini, kasvien, kasvilaj, kasvitiet, kasvitiede, elainlaj, elaintiet, elaintiede, lajisto, luonnon monimuotoisuu, mikrobi, hyonteis, lintu, linnut, linnusto, geeni, ekosysteem, fylogen',
  Neuroscience:
    'neurotiede, aivot, aivojen, aivotutkimu, hermosolu, aivo, neurotiet, hermosto, neuroni, aivokuvantami, neurofysiolog, neurodegener, selkaydin, selkaytim, valittajaain, elektrofysiolog, neuroplastisuu, gliasolu, hermoimpulss, hermora',
  Medicine:
    'laaketiede, laaketieteen, potilai, potilas, sairaala, kliininen, kliinise, sairau, hoito, syopa, laaketiet, laakari, syovan, diagnoo, diagnostiik, sydan, sydamen, sydamet, sydamess, infektio, psykiatri, anestesi, sairaanhoit, lastentau, radiologi, patologi, terapia, verisuon',
  'Public Health':
    'kansanterveys, kansanterveyden, terveystiede, terveyden edistami, epidemiologi, terveyspalvelu, terveystiet, ennaltaehkai, terveysero, vaestopohjai, kohort, tartuntata, elintap, elintavat, tupak, alkoholinkaytt, lihavuu, kuolleisuu, sairastavuu, terveyspolitiik, terveydenhuol, globaal terve, terveyskayttaytymi, rekisteritutkimu',
  Pharmacology:
    'farmakologi, farmasia, laakeaine, laakkeiden, laakekehity, laake, laakkee, farmakokinetiik, farmakodynamiik, farmaseut, haittavaikutu, apteek, annostel, farmakogen, prekliini, farmakoterapi, toksisuu, farmakovigil, reseptilaak',
  'Environmental Science':
    'ymparistotiede, ymparistotieteen, ymparistonsuojelu, ymparistovaikutu, ilmastonmuutos, ilmastonmuutokse, saaste, vesisto, luonnonsuojelu, kestava kehitys, ymparistotiet, ilmastotutk, ilmanlaa, vedenlaa, ymparistomyrky, ymparistokemi, ekotoksikologi, mikromuov, kasvihuonekaas, paastot, paastoj, jateve, jatehuol, ekosysteemipalvel, vesiensuojelu, ymparistoriski, hiilinielu, saastumi',
  'Earth Sciences':
    'geologia, geologian, geofysiik, maaperatiede, kallioperä, jaatikko, maanjaristy, geotiede, jaatik, geotiet, maapera, sedimentti, meteorologi, ilmakeha, valtamer, merentutkimu, oseanografi, hydrologi, pohjave, tulivuor, mannerlaat, jaakau, ikirou, merijaa, lumipeit, kaukokartoitu, paleoilmasto, kivilaji, seismi, maanvyory, geomorfolog, geodesi, kvartaari',
  'Agricultural Sciences':
    'maatalous, maatalouden, maataloustiede, metsatiede, metsanhoito, kotielain, viljely, viljelykasvi, maito, maidon, metsatiet, metsatalou, metsavar, metsanjalostu, kasvinjalostu, kasvinsuojelu, kasvintuotanto, lannoit, rikkakasv, nauta, ^naudan, sikatalou, siipikarj, rehu, pelto, viljelij, elintarvi, kalatalou, elainlaaket, elainlaakar, agroekolog, maatil, puutarha',
  Economics:
    'taloustiede, taloustieteen, kansantaloustiede, ekonometri, tyomarkkina, rahapolitiikka, taloustiet, kansantalou, makrotalou, mikrotalou, rahapolitiik, finanssipolitiik, inflaatio, tyottomyy, talouskasv, verotu, ulkomaankaup, kansainvali kaup, keskuspank, peliteoria, tyomarkkin, talouspolitiik, asuntomarkkin',
  'Business and Management':
    'kauppatiede, kauppatieteiden, kauppakorkeakoulu, laskentatoimi, laskentatoime, rahoitusmarkkin, markkinointi, johtaminen, johtamise, yritys, yrittajyy, kauppatiet, liiketalou, liiketoimin, yritysrahoitu, tilintarkastu, kirjanpi, toimitusketju, logistiik, kuluttajakayttaytymi, markkinoin, johtajuu, liikkeenjoh, yritysvastuu',
  Psychology:
    'psykologia, psykologian, kayttaytymi, mielenterveys, ahdistus, masennus, ahdistu, masennu, persoonallisuu, tunteet, tunteiden, tunnesaat, tyomuisti, tarkkaavaisuu, uupumu, kiintymy, psykometri, itsetun, psyykki, mielialahair',
  Sociology:
    'sosiologia, sosiologian, yhteiskuntatiede, eriarvoisuu, maahanmuutto, sosiaalipolitiik, sosiaalityo, maahanmuutt, maahanmuuto, syrjinta, kaupunkitutkimu, sukupuolentutkimu, etnisyy, vaestotie, kriminologi, antropolog, yhteiskuntaluok, sosiaalis verkosto, segregaatio, hyvinvointivalti, nuorisotutkimu',
  'Political Science':
    'valtiotiede, politiikan tutkimus, politiik, demokratia, vaalit, vaalien, vaalitutk, vaalikamp, kansainvalis suhte, eduskun, parlament, hallitusohjelm, hallituskoaliti, ^puolue$, ^puolueet$, puolueen, puolueiden, puolueita, aanestaj, kansalaisyhteiskun, populism, rauhantutkimu, konfliktintutk, diplomati',
  Law: 'oikeustiede, oikeustieteen, oikeus, lainsaadanto, tuomioistuin, sopimusoikeu, rikosoikeu, oikeustiet, oikeudelli, tuomioistui, lainsaada, julkisoikeu, hallinto oikeu, valtiosaan, perustusla, ihmisoikeu, tekijanoikeu, immateriaalioikeu, prosessioikeu, asianajaj, tuomari, lakimie',
  History:
    'historia, historian, arkisto, keskiaika, keskiaj, antiik, varhaismodern, arkeolog, maailmanso, siirtomaa, alkuperaislahte, muinai, kulttuuriperint, viikinki, kivikau, pronssikau, rautakau, reformaatio, autonomian aika, sisallisso, ruotsinvall',
  Linguistics:
    'kielitiede, kielitieteen, kielentutkimu, kielioppi, fonetiikka, monikielisyy, kielitiet, kieliop, fonetiik, fonolog, semantiik, ^syntaks, pragmatiik, kielenoppimi, kaannostie, ^murre$, murte, viittomakiel, sanasto, kielikontakt, korpus, kielenkaytt, kaksikielisyy, lauseoppi, aanneoppi, kielihistori',
  Education:
    'kasvatustiede, kasvatustieteen, kasvatustieteiden, opettaja, opettajien, ^koulu$, ^koulun, ^kouluss, ^kouluu, ^kouluj, ^kouluis, koululai, peruskoulu, lukio, oppilai, opetukse, oppimi, varhaiskasvatu, pedagogi, kasvatustiet, oppilaa, opetussuunnitelm, paivakoti, paivakod, aikuiskoulutu, ammatilli koulutu, koulutuspolitiik, lukutai, lukutaid, luokkahuon, oppikirja',
  Philosophy:
    'filosofia, filosofian, ^etiikka, logiikka, etiik, bioetiik, logiik, metafysiik, tietoteoria, ontologi, fenomenolog, estetiik, moraali, vapaa tah, metaetiik, eksistentialism, hermeneutiik, argumentaatioteori, pragmatism, episteemi',
};
