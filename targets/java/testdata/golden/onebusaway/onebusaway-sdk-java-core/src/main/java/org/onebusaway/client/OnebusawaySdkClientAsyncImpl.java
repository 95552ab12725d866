// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.client;

import org.onebusaway.core.ClientOptions;
import org.onebusaway.services.async.AgenciesWithCoverageServiceAsync;
import org.onebusaway.services.async.AgencyServiceAsync;
import org.onebusaway.services.async.ArrivalAndDepartureServiceAsync;
import org.onebusaway.services.async.ArrivalsAndDeparturesForLocationServiceAsync;
import org.onebusaway.services.async.BlockServiceAsync;
import org.onebusaway.services.async.ConfigServiceAsync;
import org.onebusaway.services.async.CurrentTimeServiceAsync;
import org.onebusaway.services.async.OnebusawaySdkServiceAsync;
import org.onebusaway.services.async.OnebusawaySdkServiceAsyncImpl;
import org.onebusaway.services.async.ReportProblemWithStopServiceAsync;
import org.onebusaway.services.async.ReportProblemWithTripServiceAsync;
import org.onebusaway.services.async.RouteIdsForAgencyServiceAsync;
import org.onebusaway.services.async.RouteServiceAsync;
import org.onebusaway.services.async.RoutesForAgencyServiceAsync;
import org.onebusaway.services.async.RoutesForLocationServiceAsync;
import org.onebusaway.services.async.ScheduleForRouteServiceAsync;
import org.onebusaway.services.async.ScheduleForStopServiceAsync;
import org.onebusaway.services.async.SearchForRouteServiceAsync;
import org.onebusaway.services.async.SearchForStopServiceAsync;
import org.onebusaway.services.async.ShapeServiceAsync;
import org.onebusaway.services.async.StopIdsForAgencyServiceAsync;
import org.onebusaway.services.async.StopServiceAsync;
import org.onebusaway.services.async.StopsForAgencyServiceAsync;
import org.onebusaway.services.async.StopsForLocationServiceAsync;
import org.onebusaway.services.async.StopsForRouteServiceAsync;
import org.onebusaway.services.async.TripDetailServiceAsync;
import org.onebusaway.services.async.TripForVehicleServiceAsync;
import org.onebusaway.services.async.TripServiceAsync;
import org.onebusaway.services.async.TripsForLocationServiceAsync;
import org.onebusaway.services.async.TripsForRouteServiceAsync;
import org.onebusaway.services.async.VehiclesForAgencyServiceAsync;

import java.util.function.Consumer;

public final class OnebusawaySdkClientAsyncImpl implements OnebusawaySdkClientAsync {

    private final ClientOptions clientOptions;
    private final OnebusawaySdkServiceAsync service;
    private final WithRawResponseImpl withRawResponse;

    public OnebusawaySdkClientAsyncImpl(ClientOptions clientOptions) {
        this.clientOptions = clientOptions;
        this.service = new OnebusawaySdkServiceAsyncImpl(clientOptions);
        this.withRawResponse = new WithRawResponseImpl(clientOptions, service.withRawResponse());
    }

    @Override
    public OnebusawaySdkClient sync() {
        return new OnebusawaySdkClientImpl(clientOptions);
    }

    @Override
    public OnebusawaySdkClientAsync.WithRawResponse withRawResponse() {
        return withRawResponse;
    }

    @Override
    public OnebusawaySdkClientAsync withOptions(Consumer<ClientOptions.Builder> modifier) {
        ClientOptions.Builder builder = clientOptions.toBuilder();
        modifier.accept(builder);
        return new OnebusawaySdkClientAsyncImpl(builder.build());
    }

    @Override
    public void close() {
        clientOptions.httpClient().close();
    }

    @Override
    public AgenciesWithCoverageServiceAsync agenciesWithCoverage() {
        return service.agenciesWithCoverage();
    }

    @Override
    public AgencyServiceAsync agency() {
        return service.agency();
    }

    @Override
    public VehiclesForAgencyServiceAsync vehiclesForAgency() {
        return service.vehiclesForAgency();
    }

    @Override
    public ConfigServiceAsync config() {
        return service.config();
    }

    @Override
    public CurrentTimeServiceAsync currentTime() {
        return service.currentTime();
    }

    @Override
    public StopsForLocationServiceAsync stopsForLocation() {
        return service.stopsForLocation();
    }

    @Override
    public StopsForRouteServiceAsync stopsForRoute() {
        return service.stopsForRoute();
    }

    @Override
    public StopsForAgencyServiceAsync stopsForAgency() {
        return service.stopsForAgency();
    }

    @Override
    public StopServiceAsync stop() {
        return service.stop();
    }

    @Override
    public StopIdsForAgencyServiceAsync stopIdsForAgency() {
        return service.stopIdsForAgency();
    }

    @Override
    public ScheduleForStopServiceAsync scheduleForStop() {
        return service.scheduleForStop();
    }

    @Override
    public RouteServiceAsync route() {
        return service.route();
    }

    @Override
    public RouteIdsForAgencyServiceAsync routeIdsForAgency() {
        return service.routeIdsForAgency();
    }

    @Override
    public RoutesForLocationServiceAsync routesForLocation() {
        return service.routesForLocation();
    }

    @Override
    public RoutesForAgencyServiceAsync routesForAgency() {
        return service.routesForAgency();
    }

    @Override
    public ScheduleForRouteServiceAsync scheduleForRoute() {
        return service.scheduleForRoute();
    }

    @Override
    public ArrivalsAndDeparturesForLocationServiceAsync arrivalsAndDeparturesForLocation() {
        return service.arrivalsAndDeparturesForLocation();
    }

    @Override
    public ArrivalAndDepartureServiceAsync arrivalAndDeparture() {
        return service.arrivalAndDeparture();
    }

    @Override
    public TripServiceAsync trip() {
        return service.trip();
    }

    @Override
    public TripsForLocationServiceAsync tripsForLocation() {
        return service.tripsForLocation();
    }

    @Override
    public TripDetailServiceAsync tripDetails() {
        return service.tripDetails();
    }

    @Override
    public TripForVehicleServiceAsync tripForVehicle() {
        return service.tripForVehicle();
    }

    @Override
    public TripsForRouteServiceAsync tripsForRoute() {
        return service.tripsForRoute();
    }

    @Override
    public ReportProblemWithStopServiceAsync reportProblemWithStop() {
        return service.reportProblemWithStop();
    }

    @Override
    public ReportProblemWithTripServiceAsync reportProblemWithTrip() {
        return service.reportProblemWithTrip();
    }

    @Override
    public SearchForStopServiceAsync searchForStop() {
        return service.searchForStop();
    }

    @Override
    public SearchForRouteServiceAsync searchForRoute() {
        return service.searchForRoute();
    }

    @Override
    public BlockServiceAsync block() {
        return service.block();
    }

    @Override
    public ShapeServiceAsync shape() {
        return service.shape();
    }

    static final class WithRawResponseImpl implements OnebusawaySdkClientAsync.WithRawResponse {

        private final ClientOptions clientOptions;
        private final OnebusawaySdkServiceAsync.WithRawResponse service;

        WithRawResponseImpl(
                ClientOptions clientOptions, OnebusawaySdkServiceAsync.WithRawResponse service) {
            this.clientOptions = clientOptions;
            this.service = service;
        }

        @Override
        public OnebusawaySdkClientAsync.WithRawResponse withOptions(
                Consumer<ClientOptions.Builder> modifier) {
            ClientOptions.Builder builder = clientOptions.toBuilder();
            modifier.accept(builder);
            return new OnebusawaySdkClientAsyncImpl(builder.build()).withRawResponse();
        }

        @Override
        public AgenciesWithCoverageServiceAsync.WithRawResponse agenciesWithCoverage() {
            return service.agenciesWithCoverage();
        }

        @Override
        public AgencyServiceAsync.WithRawResponse agency() {
            return service.agency();
        }

        @Override
        public VehiclesForAgencyServiceAsync.WithRawResponse vehiclesForAgency() {
            return service.vehiclesForAgency();
        }

        @Override
        public ConfigServiceAsync.WithRawResponse config() {
            return service.config();
        }

        @Override
        public CurrentTimeServiceAsync.WithRawResponse currentTime() {
            return service.currentTime();
        }

        @Override
        public StopsForLocationServiceAsync.WithRawResponse stopsForLocation() {
            return service.stopsForLocation();
        }

        @Override
        public StopsForRouteServiceAsync.WithRawResponse stopsForRoute() {
            return service.stopsForRoute();
        }

        @Override
        public StopsForAgencyServiceAsync.WithRawResponse stopsForAgency() {
            return service.stopsForAgency();
        }

        @Override
        public StopServiceAsync.WithRawResponse stop() {
            return service.stop();
        }

        @Override
        public StopIdsForAgencyServiceAsync.WithRawResponse stopIdsForAgency() {
            return service.stopIdsForAgency();
        }

        @Override
        public ScheduleForStopServiceAsync.WithRawResponse scheduleForStop() {
            return service.scheduleForStop();
        }

        @Override
        public RouteServiceAsync.WithRawResponse route() {
            return service.route();
        }

        @Override
        public RouteIdsForAgencyServiceAsync.WithRawResponse routeIdsForAgency() {
            return service.routeIdsForAgency();
        }

        @Override
        public RoutesForLocationServiceAsync.WithRawResponse routesForLocation() {
            return service.routesForLocation();
        }

        @Override
        public RoutesForAgencyServiceAsync.WithRawResponse routesForAgency() {
            return service.routesForAgency();
        }

        @Override
        public ScheduleForRouteServiceAsync.WithRawResponse scheduleForRoute() {
            return service.scheduleForRoute();
        }

        @Override
        public ArrivalsAndDeparturesForLocationServiceAsync.WithRawResponse
                arrivalsAndDeparturesForLocation() {
            return service.arrivalsAndDeparturesForLocation();
        }

        @Override
        public ArrivalAndDepartureServiceAsync.WithRawResponse arrivalAndDeparture() {
            return service.arrivalAndDeparture();
        }

        @Override
        public TripServiceAsync.WithRawResponse trip() {
            return service.trip();
        }

        @Override
        public TripsForLocationServiceAsync.WithRawResponse tripsForLocation() {
            return service.tripsForLocation();
        }

        @Override
        public TripDetailServiceAsync.WithRawResponse tripDetails() {
            return service.tripDetails();
        }

        @Override
        public TripForVehicleServiceAsync.WithRawResponse tripForVehicle() {
            return service.tripForVehicle();
        }

        @Override
        public TripsForRouteServiceAsync.WithRawResponse tripsForRoute() {
            return service.tripsForRoute();
        }

        @Override
        public ReportProblemWithStopServiceAsync.WithRawResponse reportProblemWithStop() {
            return service.reportProblemWithStop();
        }

        @Override
        public ReportProblemWithTripServiceAsync.WithRawResponse reportProblemWithTrip() {
            return service.reportProblemWithTrip();
        }

        @Override
        public SearchForStopServiceAsync.WithRawResponse searchForStop() {
            return service.searchForStop();
        }

        @Override
        public SearchForRouteServiceAsync.WithRawResponse searchForRoute() {
            return service.searchForRoute();
        }

        @Override
        public BlockServiceAsync.WithRawResponse block() {
            return service.block();
        }

        @Override
        public ShapeServiceAsync.WithRawResponse shape() {
            return service.shape();
        }
    }
}
