// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.client

import org.onebusaway.core.ClientOptions
import org.onebusaway.services.blocking.AgenciesWithCoverageService
import org.onebusaway.services.blocking.AgenciesWithCoverageServiceImpl
import org.onebusaway.services.blocking.AgencyService
import org.onebusaway.services.blocking.AgencyServiceImpl
import org.onebusaway.services.blocking.ArrivalAndDepartureService
import org.onebusaway.services.blocking.ArrivalAndDepartureServiceImpl
import org.onebusaway.services.blocking.ArrivalsAndDeparturesForLocationService
import org.onebusaway.services.blocking.ArrivalsAndDeparturesForLocationServiceImpl
import org.onebusaway.services.blocking.BlockService
import org.onebusaway.services.blocking.BlockServiceImpl
import org.onebusaway.services.blocking.ConfigService
import org.onebusaway.services.blocking.ConfigServiceImpl
import org.onebusaway.services.blocking.CurrentTimeService
import org.onebusaway.services.blocking.CurrentTimeServiceImpl
import org.onebusaway.services.blocking.ReportProblemWithStopService
import org.onebusaway.services.blocking.ReportProblemWithStopServiceImpl
import org.onebusaway.services.blocking.ReportProblemWithTripService
import org.onebusaway.services.blocking.ReportProblemWithTripServiceImpl
import org.onebusaway.services.blocking.RouteIdsForAgencyService
import org.onebusaway.services.blocking.RouteIdsForAgencyServiceImpl
import org.onebusaway.services.blocking.RouteService
import org.onebusaway.services.blocking.RouteServiceImpl
import org.onebusaway.services.blocking.RoutesForAgencyService
import org.onebusaway.services.blocking.RoutesForAgencyServiceImpl
import org.onebusaway.services.blocking.RoutesForLocationService
import org.onebusaway.services.blocking.RoutesForLocationServiceImpl
import org.onebusaway.services.blocking.ScheduleForRouteService
import org.onebusaway.services.blocking.ScheduleForRouteServiceImpl
import org.onebusaway.services.blocking.ScheduleForStopService
import org.onebusaway.services.blocking.ScheduleForStopServiceImpl
import org.onebusaway.services.blocking.SearchForRouteService
import org.onebusaway.services.blocking.SearchForRouteServiceImpl
import org.onebusaway.services.blocking.SearchForStopService
import org.onebusaway.services.blocking.SearchForStopServiceImpl
import org.onebusaway.services.blocking.ShapeService
import org.onebusaway.services.blocking.ShapeServiceImpl
import org.onebusaway.services.blocking.StopIdsForAgencyService
import org.onebusaway.services.blocking.StopIdsForAgencyServiceImpl
import org.onebusaway.services.blocking.StopService
import org.onebusaway.services.blocking.StopServiceImpl
import org.onebusaway.services.blocking.StopsForAgencyService
import org.onebusaway.services.blocking.StopsForAgencyServiceImpl
import org.onebusaway.services.blocking.StopsForLocationService
import org.onebusaway.services.blocking.StopsForLocationServiceImpl
import org.onebusaway.services.blocking.StopsForRouteService
import org.onebusaway.services.blocking.StopsForRouteServiceImpl
import org.onebusaway.services.blocking.TripDetailsService
import org.onebusaway.services.blocking.TripDetailsServiceImpl
import org.onebusaway.services.blocking.TripForVehicleService
import org.onebusaway.services.blocking.TripForVehicleServiceImpl
import org.onebusaway.services.blocking.TripService
import org.onebusaway.services.blocking.TripServiceImpl
import org.onebusaway.services.blocking.TripsForLocationService
import org.onebusaway.services.blocking.TripsForLocationServiceImpl
import org.onebusaway.services.blocking.TripsForRouteService
import org.onebusaway.services.blocking.TripsForRouteServiceImpl
import org.onebusaway.services.blocking.VehiclesForAgencyService
import org.onebusaway.services.blocking.VehiclesForAgencyServiceImpl

class OnebusawaySdkClientImpl(private val clientOptions: ClientOptions) : OnebusawaySdkClient {

    private val withRawResponse: OnebusawaySdkClient.WithRawResponse by lazy {
        WithRawResponseImpl(clientOptions)
    }

    private val agenciesWithCoverage: AgenciesWithCoverageService by lazy {
        AgenciesWithCoverageServiceImpl(clientOptions)
    }

    private val agency: AgencyService by lazy { AgencyServiceImpl(clientOptions) }

    private val vehiclesForAgency: VehiclesForAgencyService by lazy {
        VehiclesForAgencyServiceImpl(clientOptions)
    }

    private val config: ConfigService by lazy { ConfigServiceImpl(clientOptions) }

    private val currentTime: CurrentTimeService by lazy { CurrentTimeServiceImpl(clientOptions) }

    private val stopsForLocation: StopsForLocationService by lazy {
        StopsForLocationServiceImpl(clientOptions)
    }

    private val stopsForRoute: StopsForRouteService by lazy {
        StopsForRouteServiceImpl(clientOptions)
    }

    private val stopsForAgency: StopsForAgencyService by lazy {
        StopsForAgencyServiceImpl(clientOptions)
    }

    private val stop: StopService by lazy { StopServiceImpl(clientOptions) }

    private val stopIdsForAgency: StopIdsForAgencyService by lazy {
        StopIdsForAgencyServiceImpl(clientOptions)
    }

    private val scheduleForStop: ScheduleForStopService by lazy {
        ScheduleForStopServiceImpl(clientOptions)
    }

    private val route: RouteService by lazy { RouteServiceImpl(clientOptions) }

    private val routeIdsForAgency: RouteIdsForAgencyService by lazy {
        RouteIdsForAgencyServiceImpl(clientOptions)
    }

    private val routesForLocation: RoutesForLocationService by lazy {
        RoutesForLocationServiceImpl(clientOptions)
    }

    private val routesForAgency: RoutesForAgencyService by lazy {
        RoutesForAgencyServiceImpl(clientOptions)
    }

    private val scheduleForRoute: ScheduleForRouteService by lazy {
        ScheduleForRouteServiceImpl(clientOptions)
    }

    private val arrivalsAndDeparturesForLocation: ArrivalsAndDeparturesForLocationService by lazy {
        ArrivalsAndDeparturesForLocationServiceImpl(clientOptions)
    }

    private val arrivalAndDeparture: ArrivalAndDepartureService by lazy {
        ArrivalAndDepartureServiceImpl(clientOptions)
    }

    private val trip: TripService by lazy { TripServiceImpl(clientOptions) }

    private val tripsForLocation: TripsForLocationService by lazy {
        TripsForLocationServiceImpl(clientOptions)
    }

    private val tripDetails: TripDetailsService by lazy { TripDetailsServiceImpl(clientOptions) }

    private val tripForVehicle: TripForVehicleService by lazy {
        TripForVehicleServiceImpl(clientOptions)
    }

    private val tripsForRoute: TripsForRouteService by lazy {
        TripsForRouteServiceImpl(clientOptions)
    }

    private val reportProblemWithStop: ReportProblemWithStopService by lazy {
        ReportProblemWithStopServiceImpl(clientOptions)
    }

    private val reportProblemWithTrip: ReportProblemWithTripService by lazy {
        ReportProblemWithTripServiceImpl(clientOptions)
    }

    private val searchForStop: SearchForStopService by lazy {
        SearchForStopServiceImpl(clientOptions)
    }

    private val searchForRoute: SearchForRouteService by lazy {
        SearchForRouteServiceImpl(clientOptions)
    }

    private val block: BlockService by lazy { BlockServiceImpl(clientOptions) }

    private val shape: ShapeService by lazy { ShapeServiceImpl(clientOptions) }

    private val async: OnebusawaySdkClientAsync by lazy {
        OnebusawaySdkClientAsyncImpl(clientOptions)
    }

    override fun async(): OnebusawaySdkClientAsync = async

    override fun close() = clientOptions.httpClient.close()

    override fun withRawResponse(): OnebusawaySdkClient.WithRawResponse = withRawResponse

    override fun withOptions(modifier: (ClientOptions.Builder) -> Unit): OnebusawaySdkClient =
        OnebusawaySdkClientImpl(clientOptions.toBuilder().apply(modifier).build())

    override fun agenciesWithCoverage(): AgenciesWithCoverageService = agenciesWithCoverage

    override fun agency(): AgencyService = agency

    override fun vehiclesForAgency(): VehiclesForAgencyService = vehiclesForAgency

    override fun config(): ConfigService = config

    override fun currentTime(): CurrentTimeService = currentTime

    override fun stopsForLocation(): StopsForLocationService = stopsForLocation

    override fun stopsForRoute(): StopsForRouteService = stopsForRoute

    override fun stopsForAgency(): StopsForAgencyService = stopsForAgency

    override fun stop(): StopService = stop

    override fun stopIdsForAgency(): StopIdsForAgencyService = stopIdsForAgency

    override fun scheduleForStop(): ScheduleForStopService = scheduleForStop

    override fun route(): RouteService = route

    override fun routeIdsForAgency(): RouteIdsForAgencyService = routeIdsForAgency

    override fun routesForLocation(): RoutesForLocationService = routesForLocation

    override fun routesForAgency(): RoutesForAgencyService = routesForAgency

    override fun scheduleForRoute(): ScheduleForRouteService = scheduleForRoute

    override fun arrivalsAndDeparturesForLocation(): ArrivalsAndDeparturesForLocationService =
        arrivalsAndDeparturesForLocation

    override fun arrivalAndDeparture(): ArrivalAndDepartureService = arrivalAndDeparture

    override fun trip(): TripService = trip

    override fun tripsForLocation(): TripsForLocationService = tripsForLocation

    override fun tripDetails(): TripDetailsService = tripDetails

    override fun tripForVehicle(): TripForVehicleService = tripForVehicle

    override fun tripsForRoute(): TripsForRouteService = tripsForRoute

    override fun reportProblemWithStop(): ReportProblemWithStopService = reportProblemWithStop

    override fun reportProblemWithTrip(): ReportProblemWithTripService = reportProblemWithTrip

    override fun searchForStop(): SearchForStopService = searchForStop

    override fun searchForRoute(): SearchForRouteService = searchForRoute

    override fun block(): BlockService = block

    override fun shape(): ShapeService = shape

    class WithRawResponseImpl internal constructor(private val clientOptions: ClientOptions) :
        OnebusawaySdkClient.WithRawResponse {

        private val agenciesWithCoverage: AgenciesWithCoverageService.WithRawResponse by lazy {
            AgenciesWithCoverageServiceImpl.WithRawResponseImpl(clientOptions)
        }

        override fun agenciesWithCoverage(): AgenciesWithCoverageService.WithRawResponse =
            agenciesWithCoverage

        private val agency: AgencyService.WithRawResponse by lazy {
            AgencyServiceImpl.WithRawResponseImpl(clientOptions)
        }

        override fun agency(): AgencyService.WithRawResponse = agency

        private val vehiclesForAgency: VehiclesForAgencyService.WithRawResponse by lazy {
            VehiclesForAgencyServiceImpl.WithRawResponseImpl(clientOptions)
        }

        override fun vehiclesForAgency(): VehiclesForAgencyService.WithRawResponse =
            vehiclesForAgency

        private val config: ConfigService.WithRawResponse by lazy {
            ConfigServiceImpl.WithRawResponseImpl(clientOptions)
        }

        override fun config(): ConfigService.WithRawResponse = config

        private val currentTime: CurrentTimeService.WithRawResponse by lazy {
            CurrentTimeServiceImpl.WithRawResponseImpl(clientOptions)
        }

        override fun currentTime(): CurrentTimeService.WithRawResponse = currentTime

        private val stopsForLocation: StopsForLocationService.WithRawResponse by lazy {
            StopsForLocationServiceImpl.WithRawResponseImpl(clientOptions)
        }

        override fun stopsForLocation(): StopsForLocationService.WithRawResponse = stopsForLocation

        private val stopsForRoute: StopsForRouteService.WithRawResponse by lazy {
            StopsForRouteServiceImpl.WithRawResponseImpl(clientOptions)
        }

        override fun stopsForRoute(): StopsForRouteService.WithRawResponse = stopsForRoute

        private val stopsForAgency: StopsForAgencyService.WithRawResponse by lazy {
            StopsForAgencyServiceImpl.WithRawResponseImpl(clientOptions)
        }

        override fun stopsForAgency(): StopsForAgencyService.WithRawResponse = stopsForAgency

        private val stop: StopService.WithRawResponse by lazy {
            StopServiceImpl.WithRawResponseImpl(clientOptions)
        }

        override fun stop(): StopService.WithRawResponse = stop

        private val stopIdsForAgency: StopIdsForAgencyService.WithRawResponse by lazy {
            StopIdsForAgencyServiceImpl.WithRawResponseImpl(clientOptions)
        }

        override fun stopIdsForAgency(): StopIdsForAgencyService.WithRawResponse = stopIdsForAgency

        private val scheduleForStop: ScheduleForStopService.WithRawResponse by lazy {
            ScheduleForStopServiceImpl.WithRawResponseImpl(clientOptions)
        }

        override fun scheduleForStop(): ScheduleForStopService.WithRawResponse = scheduleForStop

        private val route: RouteService.WithRawResponse by lazy {
            RouteServiceImpl.WithRawResponseImpl(clientOptions)
        }

        override fun route(): RouteService.WithRawResponse = route

        private val routeIdsForAgency: RouteIdsForAgencyService.WithRawResponse by lazy {
            RouteIdsForAgencyServiceImpl.WithRawResponseImpl(clientOptions)
        }

        override fun routeIdsForAgency(): RouteIdsForAgencyService.WithRawResponse =
            routeIdsForAgency

        private val routesForLocation: RoutesForLocationService.WithRawResponse by lazy {
            RoutesForLocationServiceImpl.WithRawResponseImpl(clientOptions)
        }

        override fun routesForLocation(): RoutesForLocationService.WithRawResponse =
            routesForLocation

        private val routesForAgency: RoutesForAgencyService.WithRawResponse by lazy {
            RoutesForAgencyServiceImpl.WithRawResponseImpl(clientOptions)
        }

        override fun routesForAgency(): RoutesForAgencyService.WithRawResponse = routesForAgency

        private val scheduleForRoute: ScheduleForRouteService.WithRawResponse by lazy {
            ScheduleForRouteServiceImpl.WithRawResponseImpl(clientOptions)
        }

        override fun scheduleForRoute(): ScheduleForRouteService.WithRawResponse = scheduleForRoute

        private val arrivalsAndDeparturesForLocation:
            ArrivalsAndDeparturesForLocationService.WithRawResponse by lazy {
            ArrivalsAndDeparturesForLocationServiceImpl.WithRawResponseImpl(clientOptions)
        }

        override fun arrivalsAndDeparturesForLocation():
            ArrivalsAndDeparturesForLocationService.WithRawResponse =
            arrivalsAndDeparturesForLocation

        private val arrivalAndDeparture: ArrivalAndDepartureService.WithRawResponse by lazy {
            ArrivalAndDepartureServiceImpl.WithRawResponseImpl(clientOptions)
        }

        override fun arrivalAndDeparture(): ArrivalAndDepartureService.WithRawResponse =
            arrivalAndDeparture

        private val trip: TripService.WithRawResponse by lazy {
            TripServiceImpl.WithRawResponseImpl(clientOptions)
        }

        override fun trip(): TripService.WithRawResponse = trip

        private val tripsForLocation: TripsForLocationService.WithRawResponse by lazy {
            TripsForLocationServiceImpl.WithRawResponseImpl(clientOptions)
        }

        override fun tripsForLocation(): TripsForLocationService.WithRawResponse = tripsForLocation

        private val tripDetails: TripDetailsService.WithRawResponse by lazy {
            TripDetailsServiceImpl.WithRawResponseImpl(clientOptions)
        }

        override fun tripDetails(): TripDetailsService.WithRawResponse = tripDetails

        private val tripForVehicle: TripForVehicleService.WithRawResponse by lazy {
            TripForVehicleServiceImpl.WithRawResponseImpl(clientOptions)
        }

        override fun tripForVehicle(): TripForVehicleService.WithRawResponse = tripForVehicle

        private val tripsForRoute: TripsForRouteService.WithRawResponse by lazy {
            TripsForRouteServiceImpl.WithRawResponseImpl(clientOptions)
        }

        override fun tripsForRoute(): TripsForRouteService.WithRawResponse = tripsForRoute

        private val reportProblemWithStop: ReportProblemWithStopService.WithRawResponse by lazy {
            ReportProblemWithStopServiceImpl.WithRawResponseImpl(clientOptions)
        }

        override fun reportProblemWithStop(): ReportProblemWithStopService.WithRawResponse =
            reportProblemWithStop

        private val reportProblemWithTrip: ReportProblemWithTripService.WithRawResponse by lazy {
            ReportProblemWithTripServiceImpl.WithRawResponseImpl(clientOptions)
        }

        override fun reportProblemWithTrip(): ReportProblemWithTripService.WithRawResponse =
            reportProblemWithTrip

        private val searchForStop: SearchForStopService.WithRawResponse by lazy {
            SearchForStopServiceImpl.WithRawResponseImpl(clientOptions)
        }

        override fun searchForStop(): SearchForStopService.WithRawResponse = searchForStop

        private val searchForRoute: SearchForRouteService.WithRawResponse by lazy {
            SearchForRouteServiceImpl.WithRawResponseImpl(clientOptions)
        }

        override fun searchForRoute(): SearchForRouteService.WithRawResponse = searchForRoute

        private val block: BlockService.WithRawResponse by lazy {
            BlockServiceImpl.WithRawResponseImpl(clientOptions)
        }

        override fun block(): BlockService.WithRawResponse = block

        private val shape: ShapeService.WithRawResponse by lazy {
            ShapeServiceImpl.WithRawResponseImpl(clientOptions)
        }

        override fun shape(): ShapeService.WithRawResponse = shape
    }
}
