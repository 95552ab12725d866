// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.client

import org.onebusaway.core.ClientOptions
import org.onebusaway.services.async.AgenciesWithCoverageServiceAsync
import org.onebusaway.services.async.AgenciesWithCoverageServiceAsyncImpl
import org.onebusaway.services.async.AgencyServiceAsync
import org.onebusaway.services.async.AgencyServiceAsyncImpl
import org.onebusaway.services.async.ArrivalAndDepartureServiceAsync
import org.onebusaway.services.async.ArrivalAndDepartureServiceAsyncImpl
import org.onebusaway.services.async.ArrivalsAndDeparturesForLocationServiceAsync
import org.onebusaway.services.async.ArrivalsAndDeparturesForLocationServiceAsyncImpl
import org.onebusaway.services.async.BlockServiceAsync
import org.onebusaway.services.async.BlockServiceAsyncImpl
import org.onebusaway.services.async.ConfigServiceAsync
import org.onebusaway.services.async.ConfigServiceAsyncImpl
import org.onebusaway.services.async.CurrentTimeServiceAsync
import org.onebusaway.services.async.CurrentTimeServiceAsyncImpl
import org.onebusaway.services.async.ReportProblemWithStopServiceAsync
import org.onebusaway.services.async.ReportProblemWithStopServiceAsyncImpl
import org.onebusaway.services.async.ReportProblemWithTripServiceAsync
import org.onebusaway.services.async.ReportProblemWithTripServiceAsyncImpl
import org.onebusaway.services.async.RouteIdsForAgencyServiceAsync
import org.onebusaway.services.async.RouteIdsForAgencyServiceAsyncImpl
import org.onebusaway.services.async.RouteServiceAsync
import org.onebusaway.services.async.RouteServiceAsyncImpl
import org.onebusaway.services.async.RoutesForAgencyServiceAsync
import org.onebusaway.services.async.RoutesForAgencyServiceAsyncImpl
import org.onebusaway.services.async.RoutesForLocationServiceAsync
import org.onebusaway.services.async.RoutesForLocationServiceAsyncImpl
import org.onebusaway.services.async.ScheduleForRouteServiceAsync
import org.onebusaway.services.async.ScheduleForRouteServiceAsyncImpl
import org.onebusaway.services.async.ScheduleForStopServiceAsync
import org.onebusaway.services.async.ScheduleForStopServiceAsyncImpl
import org.onebusaway.services.async.SearchForRouteServiceAsync
import org.onebusaway.services.async.SearchForRouteServiceAsyncImpl
import org.onebusaway.services.async.SearchForStopServiceAsync
import org.onebusaway.services.async.SearchForStopServiceAsyncImpl
import org.onebusaway.services.async.ShapeServiceAsync
import org.onebusaway.services.async.ShapeServiceAsyncImpl
import org.onebusaway.services.async.StopIdsForAgencyServiceAsync
import org.onebusaway.services.async.StopIdsForAgencyServiceAsyncImpl
import org.onebusaway.services.async.StopServiceAsync
import org.onebusaway.services.async.StopServiceAsyncImpl
import org.onebusaway.services.async.StopsForAgencyServiceAsync
import org.onebusaway.services.async.StopsForAgencyServiceAsyncImpl
import org.onebusaway.services.async.StopsForLocationServiceAsync
import org.onebusaway.services.async.StopsForLocationServiceAsyncImpl
import org.onebusaway.services.async.StopsForRouteServiceAsync
import org.onebusaway.services.async.StopsForRouteServiceAsyncImpl
import org.onebusaway.services.async.TripDetailsServiceAsync
import org.onebusaway.services.async.TripDetailsServiceAsyncImpl
import org.onebusaway.services.async.TripForVehicleServiceAsync
import org.onebusaway.services.async.TripForVehicleServiceAsyncImpl
import org.onebusaway.services.async.TripServiceAsync
import org.onebusaway.services.async.TripServiceAsyncImpl
import org.onebusaway.services.async.TripsForLocationServiceAsync
import org.onebusaway.services.async.TripsForLocationServiceAsyncImpl
import org.onebusaway.services.async.TripsForRouteServiceAsync
import org.onebusaway.services.async.TripsForRouteServiceAsyncImpl
import org.onebusaway.services.async.VehiclesForAgencyServiceAsync
import org.onebusaway.services.async.VehiclesForAgencyServiceAsyncImpl

class OnebusawaySdkClientAsyncImpl(private val clientOptions: ClientOptions) :
    OnebusawaySdkClientAsync {

    private val withRawResponse: OnebusawaySdkClientAsync.WithRawResponse by lazy {
        WithRawResponseImpl(clientOptions)
    }

    private val agenciesWithCoverage: AgenciesWithCoverageServiceAsync by lazy {
        AgenciesWithCoverageServiceAsyncImpl(clientOptions)
    }

    private val agency: AgencyServiceAsync by lazy { AgencyServiceAsyncImpl(clientOptions) }

    private val vehiclesForAgency: VehiclesForAgencyServiceAsync by lazy {
        VehiclesForAgencyServiceAsyncImpl(clientOptions)
    }

    private val config: ConfigServiceAsync by lazy { ConfigServiceAsyncImpl(clientOptions) }

    private val currentTime: CurrentTimeServiceAsync by lazy {
        CurrentTimeServiceAsyncImpl(clientOptions)
    }

    private val stopsForLocation: StopsForLocationServiceAsync by lazy {
        StopsForLocationServiceAsyncImpl(clientOptions)
    }

    private val stopsForRoute: StopsForRouteServiceAsync by lazy {
        StopsForRouteServiceAsyncImpl(clientOptions)
    }

    private val stopsForAgency: StopsForAgencyServiceAsync by lazy {
        StopsForAgencyServiceAsyncImpl(clientOptions)
    }

    private val stop: StopServiceAsync by lazy { StopServiceAsyncImpl(clientOptions) }

    private val stopIdsForAgency: StopIdsForAgencyServiceAsync by lazy {
        StopIdsForAgencyServiceAsyncImpl(clientOptions)
    }

    private val scheduleForStop: ScheduleForStopServiceAsync by lazy {
        ScheduleForStopServiceAsyncImpl(clientOptions)
    }

    private val route: RouteServiceAsync by lazy { RouteServiceAsyncImpl(clientOptions) }

    private val routeIdsForAgency: RouteIdsForAgencyServiceAsync by lazy {
        RouteIdsForAgencyServiceAsyncImpl(clientOptions)
    }

    private val routesForLocation: RoutesForLocationServiceAsync by lazy {
        RoutesForLocationServiceAsyncImpl(clientOptions)
    }

    private val routesForAgency: RoutesForAgencyServiceAsync by lazy {
        RoutesForAgencyServiceAsyncImpl(clientOptions)
    }

    private val scheduleForRoute: ScheduleForRouteServiceAsync by lazy {
        ScheduleForRouteServiceAsyncImpl(clientOptions)
    }

    private val arrivalsAndDeparturesForLocation:
        ArrivalsAndDeparturesForLocationServiceAsync by lazy {
        ArrivalsAndDeparturesForLocationServiceAsyncImpl(clientOptions)
    }

    private val arrivalAndDeparture: ArrivalAndDepartureServiceAsync by lazy {
        ArrivalAndDepartureServiceAsyncImpl(clientOptions)
    }

    private val trip: TripServiceAsync by lazy { TripServiceAsyncImpl(clientOptions) }

    private val tripsForLocation: TripsForLocationServiceAsync by lazy {
        TripsForLocationServiceAsyncImpl(clientOptions)
    }

    private val tripDetails: TripDetailsServiceAsync by lazy {
        TripDetailsServiceAsyncImpl(clientOptions)
    }

    private val tripForVehicle: TripForVehicleServiceAsync by lazy {
        TripForVehicleServiceAsyncImpl(clientOptions)
    }

    private val tripsForRoute: TripsForRouteServiceAsync by lazy {
        TripsForRouteServiceAsyncImpl(clientOptions)
    }

    private val reportProblemWithStop: ReportProblemWithStopServiceAsync by lazy {
        ReportProblemWithStopServiceAsyncImpl(clientOptions)
    }

    private val reportProblemWithTrip: ReportProblemWithTripServiceAsync by lazy {
        ReportProblemWithTripServiceAsyncImpl(clientOptions)
    }

    private val searchForStop: SearchForStopServiceAsync by lazy {
        SearchForStopServiceAsyncImpl(clientOptions)
    }

    private val searchForRoute: SearchForRouteServiceAsync by lazy {
        SearchForRouteServiceAsyncImpl(clientOptions)
    }

    private val block: BlockServiceAsync by lazy { BlockServiceAsyncImpl(clientOptions) }

    private val shape: ShapeServiceAsync by lazy { ShapeServiceAsyncImpl(clientOptions) }

    private val sync: OnebusawaySdkClient by lazy { OnebusawaySdkClientImpl(clientOptions) }

    override fun sync(): OnebusawaySdkClient = sync

    override fun close() = clientOptions.httpClient.close()

    override fun withRawResponse(): OnebusawaySdkClientAsync.WithRawResponse = withRawResponse

    override fun withOptions(modifier: (ClientOptions.Builder) -> Unit): OnebusawaySdkClientAsync =
        OnebusawaySdkClientAsyncImpl(clientOptions.toBuilder().apply(modifier).build())

    override fun agenciesWithCoverage(): AgenciesWithCoverageServiceAsync = agenciesWithCoverage

    override fun agency(): AgencyServiceAsync = agency

    override fun vehiclesForAgency(): VehiclesForAgencyServiceAsync = vehiclesForAgency

    override fun config(): ConfigServiceAsync = config

    override fun currentTime(): CurrentTimeServiceAsync = currentTime

    override fun stopsForLocation(): StopsForLocationServiceAsync = stopsForLocation

    override fun stopsForRoute(): StopsForRouteServiceAsync = stopsForRoute

    override fun stopsForAgency(): StopsForAgencyServiceAsync = stopsForAgency

    override fun stop(): StopServiceAsync = stop

    override fun stopIdsForAgency(): StopIdsForAgencyServiceAsync = stopIdsForAgency

    override fun scheduleForStop(): ScheduleForStopServiceAsync = scheduleForStop

    override fun route(): RouteServiceAsync = route

    override fun routeIdsForAgency(): RouteIdsForAgencyServiceAsync = routeIdsForAgency

    override fun routesForLocation(): RoutesForLocationServiceAsync = routesForLocation

    override fun routesForAgency(): RoutesForAgencyServiceAsync = routesForAgency

    override fun scheduleForRoute(): ScheduleForRouteServiceAsync = scheduleForRoute

    override fun arrivalsAndDeparturesForLocation(): ArrivalsAndDeparturesForLocationServiceAsync =
        arrivalsAndDeparturesForLocation

    override fun arrivalAndDeparture(): ArrivalAndDepartureServiceAsync = arrivalAndDeparture

    override fun trip(): TripServiceAsync = trip

    override fun tripsForLocation(): TripsForLocationServiceAsync = tripsForLocation

    override fun tripDetails(): TripDetailsServiceAsync = tripDetails

    override fun tripForVehicle(): TripForVehicleServiceAsync = tripForVehicle

    override fun tripsForRoute(): TripsForRouteServiceAsync = tripsForRoute

    override fun reportProblemWithStop(): ReportProblemWithStopServiceAsync = reportProblemWithStop

    override fun reportProblemWithTrip(): ReportProblemWithTripServiceAsync = reportProblemWithTrip

    override fun searchForStop(): SearchForStopServiceAsync = searchForStop

    override fun searchForRoute(): SearchForRouteServiceAsync = searchForRoute

    override fun block(): BlockServiceAsync = block

    override fun shape(): ShapeServiceAsync = shape

    class WithRawResponseImpl internal constructor(private val clientOptions: ClientOptions) :
        OnebusawaySdkClientAsync.WithRawResponse {

        private val agenciesWithCoverage: AgenciesWithCoverageServiceAsync.WithRawResponse by lazy {
            AgenciesWithCoverageServiceAsyncImpl.WithRawResponseImpl(clientOptions)
        }

        override fun agenciesWithCoverage(): AgenciesWithCoverageServiceAsync.WithRawResponse =
            agenciesWithCoverage

        private val agency: AgencyServiceAsync.WithRawResponse by lazy {
            AgencyServiceAsyncImpl.WithRawResponseImpl(clientOptions)
        }

        override fun agency(): AgencyServiceAsync.WithRawResponse = agency

        private val vehiclesForAgency: VehiclesForAgencyServiceAsync.WithRawResponse by lazy {
            VehiclesForAgencyServiceAsyncImpl.WithRawResponseImpl(clientOptions)
        }

        override fun vehiclesForAgency(): VehiclesForAgencyServiceAsync.WithRawResponse =
            vehiclesForAgency

        private val config: ConfigServiceAsync.WithRawResponse by lazy {
            ConfigServiceAsyncImpl.WithRawResponseImpl(clientOptions)
        }

        override fun config(): ConfigServiceAsync.WithRawResponse = config

        private val currentTime: CurrentTimeServiceAsync.WithRawResponse by lazy {
            CurrentTimeServiceAsyncImpl.WithRawResponseImpl(clientOptions)
        }

        override fun currentTime(): CurrentTimeServiceAsync.WithRawResponse = currentTime

        private val stopsForLocation: StopsForLocationServiceAsync.WithRawResponse by lazy {
            StopsForLocationServiceAsyncImpl.WithRawResponseImpl(clientOptions)
        }

        override fun stopsForLocation(): StopsForLocationServiceAsync.WithRawResponse =
            stopsForLocation

        private val stopsForRoute: StopsForRouteServiceAsync.WithRawResponse by lazy {
            StopsForRouteServiceAsyncImpl.WithRawResponseImpl(clientOptions)
        }

        override fun stopsForRoute(): StopsForRouteServiceAsync.WithRawResponse = stopsForRoute

        private val stopsForAgency: StopsForAgencyServiceAsync.WithRawResponse by lazy {
            StopsForAgencyServiceAsyncImpl.WithRawResponseImpl(clientOptions)
        }

        override fun stopsForAgency(): StopsForAgencyServiceAsync.WithRawResponse = stopsForAgency

        private val stop: StopServiceAsync.WithRawResponse by lazy {
            StopServiceAsyncImpl.WithRawResponseImpl(clientOptions)
        }

        override fun stop(): StopServiceAsync.WithRawResponse = stop

        private val stopIdsForAgency: StopIdsForAgencyServiceAsync.WithRawResponse by lazy {
            StopIdsForAgencyServiceAsyncImpl.WithRawResponseImpl(clientOptions)
        }

        override fun stopIdsForAgency(): StopIdsForAgencyServiceAsync.WithRawResponse =
            stopIdsForAgency

        private val scheduleForStop: ScheduleForStopServiceAsync.WithRawResponse by lazy {
            ScheduleForStopServiceAsyncImpl.WithRawResponseImpl(clientOptions)
        }

        override fun scheduleForStop(): ScheduleForStopServiceAsync.WithRawResponse =
            scheduleForStop

        private val route: RouteServiceAsync.WithRawResponse by lazy {
            RouteServiceAsyncImpl.WithRawResponseImpl(clientOptions)
        }

        override fun route(): RouteServiceAsync.WithRawResponse = route

        private val routeIdsForAgency: RouteIdsForAgencyServiceAsync.WithRawResponse by lazy {
            RouteIdsForAgencyServiceAsyncImpl.WithRawResponseImpl(clientOptions)
        }

        override fun routeIdsForAgency(): RouteIdsForAgencyServiceAsync.WithRawResponse =
            routeIdsForAgency

        private val routesForLocation: RoutesForLocationServiceAsync.WithRawResponse by lazy {
            RoutesForLocationServiceAsyncImpl.WithRawResponseImpl(clientOptions)
        }

        override fun routesForLocation(): RoutesForLocationServiceAsync.WithRawResponse =
            routesForLocation

        private val routesForAgency: RoutesForAgencyServiceAsync.WithRawResponse by lazy {
            RoutesForAgencyServiceAsyncImpl.WithRawResponseImpl(clientOptions)
        }

        override fun routesForAgency(): RoutesForAgencyServiceAsync.WithRawResponse =
            routesForAgency

        private val scheduleForRoute: ScheduleForRouteServiceAsync.WithRawResponse by lazy {
            ScheduleForRouteServiceAsyncImpl.WithRawResponseImpl(clientOptions)
        }

        override fun scheduleForRoute(): ScheduleForRouteServiceAsync.WithRawResponse =
            scheduleForRoute

        private val arrivalsAndDeparturesForLocation:
            ArrivalsAndDeparturesForLocationServiceAsync.WithRawResponse by lazy {
            ArrivalsAndDeparturesForLocationServiceAsyncImpl.WithRawResponseImpl(clientOptions)
        }

        override fun arrivalsAndDeparturesForLocation():
            ArrivalsAndDeparturesForLocationServiceAsync.WithRawResponse =
            arrivalsAndDeparturesForLocation

        private val arrivalAndDeparture: ArrivalAndDepartureServiceAsync.WithRawResponse by lazy {
            ArrivalAndDepartureServiceAsyncImpl.WithRawResponseImpl(clientOptions)
        }

        override fun arrivalAndDeparture(): ArrivalAndDepartureServiceAsync.WithRawResponse =
            arrivalAndDeparture

        private val trip: TripServiceAsync.WithRawResponse by lazy {
            TripServiceAsyncImpl.WithRawResponseImpl(clientOptions)
        }

        override fun trip(): TripServiceAsync.WithRawResponse = trip

        private val tripsForLocation: TripsForLocationServiceAsync.WithRawResponse by lazy {
            TripsForLocationServiceAsyncImpl.WithRawResponseImpl(clientOptions)
        }

        override fun tripsForLocation(): TripsForLocationServiceAsync.WithRawResponse =
            tripsForLocation

        private val tripDetails: TripDetailsServiceAsync.WithRawResponse by lazy {
            TripDetailsServiceAsyncImpl.WithRawResponseImpl(clientOptions)
        }

        override fun tripDetails(): TripDetailsServiceAsync.WithRawResponse = tripDetails

        private val tripForVehicle: TripForVehicleServiceAsync.WithRawResponse by lazy {
            TripForVehicleServiceAsyncImpl.WithRawResponseImpl(clientOptions)
        }

        override fun tripForVehicle(): TripForVehicleServiceAsync.WithRawResponse = tripForVehicle

        private val tripsForRoute: TripsForRouteServiceAsync.WithRawResponse by lazy {
            TripsForRouteServiceAsyncImpl.WithRawResponseImpl(clientOptions)
        }

        override fun tripsForRoute(): TripsForRouteServiceAsync.WithRawResponse = tripsForRoute

        private val reportProblemWithStop:
            ReportProblemWithStopServiceAsync.WithRawResponse by lazy {
            ReportProblemWithStopServiceAsyncImpl.WithRawResponseImpl(clientOptions)
        }

        override fun reportProblemWithStop(): ReportProblemWithStopServiceAsync.WithRawResponse =
            reportProblemWithStop

        private val reportProblemWithTrip:
            ReportProblemWithTripServiceAsync.WithRawResponse by lazy {
            ReportProblemWithTripServiceAsyncImpl.WithRawResponseImpl(clientOptions)
        }

        override fun reportProblemWithTrip(): ReportProblemWithTripServiceAsync.WithRawResponse =
            reportProblemWithTrip

        private val searchForStop: SearchForStopServiceAsync.WithRawResponse by lazy {
            SearchForStopServiceAsyncImpl.WithRawResponseImpl(clientOptions)
        }

        override fun searchForStop(): SearchForStopServiceAsync.WithRawResponse = searchForStop

        private val searchForRoute: SearchForRouteServiceAsync.WithRawResponse by lazy {
            SearchForRouteServiceAsyncImpl.WithRawResponseImpl(clientOptions)
        }

        override fun searchForRoute(): SearchForRouteServiceAsync.WithRawResponse = searchForRoute

        private val block: BlockServiceAsync.WithRawResponse by lazy {
            BlockServiceAsyncImpl.WithRawResponseImpl(clientOptions)
        }

        override fun block(): BlockServiceAsync.WithRawResponse = block

        private val shape: ShapeServiceAsync.WithRawResponse by lazy {
            ShapeServiceAsyncImpl.WithRawResponseImpl(clientOptions)
        }

        override fun shape(): ShapeServiceAsync.WithRawResponse = shape
    }
}
